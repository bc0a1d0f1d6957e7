import { useMemo } from 'react';
import { eventsDomain } from 'shared-ui/data';
import { useLiveTables } from '../../../lib/live/use-live-tables';
import { ListPage } from '../../../lib/list-page';
import { useEvents, type PublicEvent } from '../api/get-events';
import { EventAgenda } from '../components/event-agenda';
import { EventsToolbar } from '../components/events-toolbar';
import { MonthCalendar } from '../components/month-calendar';
import { SubscribeCalendar } from '../components/subscribe-calendar';
import { useEventsParams } from '../lib/events-params';

function EventsBrowser({ events }: { events: PublicEvent[] }) {
  const { view, month, day, past, category, update, setView } = useEventsParams();
  const categories = useMemo(
    () => [...new Set(events.flatMap((e) => (e.category ? [e.category] : [])))].sort(),
    [events],
  );
  const shown = useMemo(
    () => (category ? events.filter((e) => e.category === category) : events),
    [events, category],
  );
  return (
    <>
      <EventsToolbar
        view={view}
        onView={setView}
        past={past}
        onPast={(next) => update({ when: next ? 'past' : undefined })}
        category={category}
        categories={categories}
        onCategory={(next) => update({ category: next })}
      />
      {view === 'month' ? (
        <MonthCalendar events={shown} month={month} day={day} onChange={(next) => update(next)} />
      ) : (
        <EventAgenda key={`${past}`} events={shown} past={past} />
      )}
    </>
  );
}

export function EventsPage() {
  const events = useEvents();
  // An exception's change bumps its event's calendar_sequence, so it is announced as a change of events.
  useLiveTables(eventsDomain);
  return (
    <ListPage
      path="/events"
      description="Services, prayer meetings, outreach and fellowship. Everyone is welcome."
      intro={<SubscribeCalendar />}
      query={events}
      count={6}
      empty="No events have been published yet: check back soon."
    >
      {(list) => <EventsBrowser events={list} />}
    </ListPage>
  );
}
