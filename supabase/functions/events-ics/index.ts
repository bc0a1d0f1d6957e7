// events-ics: every public event as one iCalendar feed (GET, no token: calendar apps subscribe to it),
// or one event as a .ics download (?event=<id>), or one date of it (?event=<id>&on=2026-12-06). Read as a visitor, so row-level security decides what
// is public.
//
// Environment: SUPABASE_URL, SUPABASE_ANON_KEY (set by Supabase), SITE_URL (the public site, a secret).
import { json } from '../_shared/cors.ts';
import { readChurch, siteUrl } from '../_shared/church.ts';
import { feedResponse, refuseOtherMethods } from '../_shared/feed-response.ts';
import { occurrenceOn } from '../_shared/event-occurrences.ts';
import { readAsVisitor } from '../_shared/public-read.ts';
import { runtimeEnv, serveOnDeno, type Env } from '../_shared/runtime.ts';
import { buildCalendar, type FeedEvent } from './calendar.ts';

const COLUMNS =
  'id,title,description,location,category,starts_at,ends_at,rrule,calendar_sequence,created_at,updated_at,' +
  'event_exceptions(occurrence_start,cancelled,starts_at,ends_at,title,location,note,updated_at)';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fileName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-') || 'event'
  }.ics`;

export function createHandler(env: Env) {
  return async (request: Request): Promise<Response> => {
    const refused = refuseOtherMethods(request);
    if (refused) return refused;
    const params = new URL(request.url).searchParams;
    const only = params.get('event');
    const day = params.get('on');
    if (only !== null && !UUID.test(only)) {
      return json(400, { error: 'invalid_event', message: 'event must be an event id (a UUID).' });
    }
    if (day !== null && (only === null || !DAY.test(day))) {
      return json(400, {
        error: 'invalid_date',
        message: 'on must be a date such as 2026-12-06, given with event.',
      });
    }
    const events = await readAsVisitor<FeedEvent>(env, 'events', {
      select: COLUMNS,
      order: 'starts_at.asc,id.asc',
      ...(only ? { id: `eq.${only}` } : {}),
    });
    if (only && events.length === 0) {
      return json(404, { error: 'event_not_found', message: 'No public event has that id.' });
    }
    const occurrence = day === null ? undefined : occurrenceOn(events[0]!, day);
    if (day !== null && !occurrence) {
      return json(404, {
        error: 'occurrence_not_found',
        message: 'The event does not take place on that date.',
      });
    }
    const church = await readChurch(env).catch((error: unknown) => {
      // The name is a label; a feed that calendars keep polling must not fail for want of it.
      console.error('events-ics: church details unavailable', error);
      return undefined;
    });
    const body = buildCalendar(
      events,
      {
        name: church ? `${church.branchName} events` : 'Church events',
        siteUrl: siteUrl(env),
        churchAddress: church?.address,
      },
      occurrence,
    );
    const disposition = only
      ? {
          'Content-Disposition': `attachment; filename="${fileName(
            occurrence ? `${occurrence.title} ${occurrence.day}` : events[0]!.title,
          )}"`,
        }
      : { 'Content-Disposition': 'inline; filename="events.ics"' };
    return feedResponse(request, body, 'text/calendar; charset=utf-8', disposition);
  };
}

export const handler = createHandler(runtimeEnv);

serveOnDeno(handler);
