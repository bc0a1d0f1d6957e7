// What other features (the home page) show of events; the pages load through the route table.
export { useUpcomingEvents } from './api/get-upcoming-events';
export { EventCard } from './components/event-card';
