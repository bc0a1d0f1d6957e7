import { CHURCH_TIME_ZONE, churchClockStamp, type Occurrence } from 'shared-ui/occurrences';
import { edgeFunctionUrl } from '../../../lib/edge-function-url';

/** The events-ics Edge Function: every public event as one calendar feed (no token needed). */
export const calendarFeedUrl = () => edgeFunctionUrl('events-ics');

/** The feed for calendar apps that subscribe (Apple Calendar, Outlook, most phones open webcal:// links). */
export const webcalUrl = () => calendarFeedUrl().replace(/^https?:/, 'webcal:');

/** Google Calendar's "add this calendar by URL", with the feed filled in. */
export const googleSubscribeUrl = () =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl())}`;

/** One date of an event (or a one-off event) as a .ics download, from the same function as the feed. */
export const occurrenceIcsUrl = (o: Occurrence) =>
  `${calendarFeedUrl()}?event=${o.event.id}${o.recurring ? `&on=${o.day}` : ''}`;

/** Google Calendar's new-event page, filled in with this date of the event. */
export function googleEventUrl(o: Occurrence & { event: { description: string | null } }, pageUrl: string) {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: o.title,
    // Google needs an end; an event without one is shown as starting at its time.
    // Wall-clock times ("20261206T080000"), which ctz says are the church's.
    dates: `${churchClockStamp(o.start)}/${churchClockStamp(o.end ?? o.start)}`,
    ctz: CHURCH_TIME_ZONE,
    details: [o.note, o.event.description, pageUrl].filter(Boolean).join('\n\n'),
  });
  if (o.location) params.set('location', o.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}
