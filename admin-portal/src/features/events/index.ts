export { EventsPage } from './pages/events-page';
