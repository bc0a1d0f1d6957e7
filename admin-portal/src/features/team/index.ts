export { TeamPage } from './pages/team-page';
