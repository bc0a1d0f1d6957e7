import { ContentManagerPage } from '../../content-manager';
import { eventsManager } from '../api/events-manager';
import { EventDatesPanel } from '../components/event-dates-panel';

/** Events, with "Dates" per event: its rule and the dates it changes one by one. */
export function EventsPage() {
  return (
    <ContentManagerPage
      config={eventsManager}
      detail={{ label: 'Dates', render: (event) => <EventDatesPanel event={event} /> }}
    />
  );
}
