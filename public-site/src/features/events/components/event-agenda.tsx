import { useMemo, useState } from 'react';
import { Button } from 'shared-ui';
import { occurrencesBetween } from 'shared-ui/occurrences';
import page from '../../../lib/page.module.css';
import type { PublicEvent } from '../api/get-events';
import { OccurrenceList } from './occurrence-list';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** How far the list reaches at first, and each "show more": a rule with no end is expanded only this far. */
const WEEKS_SHOWN = 8;

/** Upcoming dates soonest first, or past ones most recent first, a few weeks at a time. */
export function EventAgenda({ events, past }: { events: PublicEvent[]; past: boolean }) {
  const [weeks, setWeeks] = useState(WEEKS_SHOWN);
  const now = useMemo(() => new Date(), []);
  const occurrences = useMemo(() => {
    const reach = weeks * WEEK_MS;
    if (!past) return occurrencesBetween(events, { from: now, to: new Date(now.getTime() + reach) });
    return occurrencesBetween(events, { from: new Date(now.getTime() - reach), to: now })
      .filter((o) => new Date(o.end ?? o.start) < now)
      .reverse();
  }, [events, past, weeks, now]);
  const span = `${weeks} weeks`;
  return (
    <>
      {occurrences.length === 0 ? (
        <p className={page.meta}>
          {past ? `Nothing took place in the last ${span}.` : `Nothing is planned in the next ${span} yet.`}
        </p>
      ) : (
        <OccurrenceList occurrences={occurrences} headingLevel={2} />
      )}
      <div className={page.actions}>
        <Button variant="secondary" onClick={() => setWeeks((w) => w + WEEKS_SHOWN)}>
          {past ? 'Show earlier dates' : 'Show later dates'}
        </Button>
      </div>
    </>
  );
}
