import { PageHeader } from 'shared-ui';
import { CardGrid } from '../../../lib/card-grid';
import page from '../../../lib/page.module.css';
import { ListSkeleton, QueryView } from '../../../lib/query-view';
import { Section } from '../../../lib/section';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { splitEvents, useEvents } from '../api/get-events';
import { EventCard } from '../components/event-card';
import { eventsDomain, type ChurchEvent } from 'shared-ui/data';
import { useLiveTables } from '../../../lib/live/use-live-tables';

function EventList({
  events,
  empty,
  first = false,
}: {
  events: ChurchEvent[];
  empty: string;
  first?: boolean;
}) {
  if (events.length === 0) return <p className={page.meta}>{empty}</p>;
  return (
    <CardGrid items={events}>
      {(e, index) => <EventCard event={e} priority={first && index === 0} />}
    </CardGrid>
  );
}

export function EventsPage() {
  const events = useEvents();
  useLiveTables({ [eventsDomain.table]: eventsDomain.keys.all });
  useDocumentMeta(
    'Events',
    'Services, prayer meetings, outreach and fellowship: everything coming up at church, and what has been.',
  );
  return (
    <>
      <PageHeader
        title="Events"
        description="Services, prayer meetings, outreach and fellowship. Everyone is welcome."
      />
      <QueryView
        query={events}
        skeleton={<ListSkeleton count={6} />}
        errorTitle="We couldn’t load the events."
        empty="No events have been published yet: check back soon."
      >
        {(list) => {
          const { upcoming, past } = splitEvents(list);
          return (
            <>
              <Section id="upcoming" title="Upcoming" className="">
                <EventList
                  first
                  events={upcoming}
                  empty="Nothing is planned yet: new events are added every week."
                />
              </Section>
              <Section id="past" title="Past events">
                <EventList events={past} empty="No past events yet." />
              </Section>
            </>
          );
        }}
      </QueryView>
    </>
  );
}
