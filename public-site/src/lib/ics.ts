import { CHURCH_TIME_ZONE, churchWallClock } from './dates';

/** RFC 5545 text escaping: backslash, semicolon, comma and newlines. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space, never splitting a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function localStamp(iso: string): string {
  const t = churchWallClock(iso);
  return `${t.year}${t.month}${t.day}T${t.hour}${t.minute}${t.second}`;
}

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface CalendarEvent {
  id: string;
  title: string;
  description?: string | null;
  location?: string | null;
  startsAt: string;
  endsAt?: string | null;
  url?: string;
}

/**
 * One event as an iCalendar file. Times are the church's wall-clock times with TZID Africa/Accra and a
 * VTIMEZONE for it (GMT all year, no daylight saving), so calendars on any phone show the right hour.
 */
export function createIcs(event: CalendarEvent, now: Date = new Date(), domain = 'piwc-asokwa'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//PIWC Asokwa//Public site//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${CHURCH_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0000',
    'TZOFFSETTO:+0000',
    'TZNAME:GMT',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.id}@${domain}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${CHURCH_TIME_ZONE}:${localStamp(event.startsAt)}`,
    ...(event.endsAt ? [`DTEND;TZID=${CHURCH_TIME_ZONE}:${localStamp(event.endsAt)}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** "Harvest Thanksgiving!" → "harvest-thanksgiving.ics" */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  return `${slug || 'event'}.ics`;
}

/** Hands the file to the browser as a download. */
export function downloadIcs(event: CalendarEvent): void {
  const blob = new Blob([createIcs(event)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
