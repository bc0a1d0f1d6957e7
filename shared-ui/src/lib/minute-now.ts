/**
 * "Now" for a read's filter, to the minute. The read's address then stays the same for a minute, and the browser
 * reuses the CORS preflight it cached for that address instead of sending another before every visit's read (a
 * round trip and some 1.2 KB each on a phone; bench P10). The slack only lets a list include what ended in the
 * last minute: the database's policies still decide what is public, so an expired notice is never served.
 * The service worker asks for the content version at the moment a saved read put in its filter, or at this
 * minute for one without (shell/src/service-worker/checked-reads.ts).
 */
export const minuteNow = (now = Date.now()): string => new Date(now - (now % 60_000)).toISOString();
