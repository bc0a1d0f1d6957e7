import { managerPage } from '../content-manager';
import { eventsManager } from './api/events-manager';

export const EventsPage = managerPage(eventsManager);
