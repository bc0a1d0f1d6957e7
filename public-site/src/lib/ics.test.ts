import { describe, expect, it } from 'vitest';
import { createIcs, icsFileName } from './ics';

/** Unfolds continuation lines, as a calendar client does. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('createIcs', () => {
  const event = {
    id: '6f1c7d1e-0000-4000-8000-000000000001',
    title: 'Harvest Thanksgiving, with lunch; all welcome',
    description:
      'Line one\nLine two with a backslash \\ and more text to make it longer than seventy-five octets for sure.',
    location: 'Main Auditorium, Asokwa',
    startsAt: '2026-12-06T08:30:00Z',
    endsAt: '2026-12-06T15:00:00Z',
    url: 'https://piwc-asokwa.example/events/6f1c7d1e-0000-4000-8000-000000000001',
  };
  const ics = createIcs(event, new Date('2026-11-22T10:00:00Z'));

  it('is one VEVENT in a VCALENDAR with CRLF lines of at most 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.split('BEGIN:VEVENT').length).toBe(2);
  });

  it('states the times in Africa/Accra with its VTIMEZONE', () => {
    const lines = unfold(ics);
    expect(lines).toContain('TZID:Africa/Accra');
    expect(lines).toContain('DTSTART;TZID=Africa/Accra:20261206T083000');
    expect(lines).toContain('DTEND;TZID=Africa/Accra:20261206T150000');
    expect(lines).toContain('DTSTAMP:20261122T100000Z');
    expect(lines).toContain('UID:6f1c7d1e-0000-4000-8000-000000000001@piwc-asokwa');
  });

  it('escapes text values', () => {
    const lines = unfold(ics);
    expect(lines).toContain('SUMMARY:Harvest Thanksgiving\\, with lunch\\; all welcome');
    expect(lines).toContain('LOCATION:Main Auditorium\\, Asokwa');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe(
      'DESCRIPTION:Line one\\nLine two with a backslash \\\\ and more text to make it longer than seventy-five octets for sure.',
    );
  });

  it('leaves out DTEND when the event has no end, and folds multibyte text safely', () => {
    const other = createIcs({
      id: 'x',
      title: 'Children’s Bible Quiz '.repeat(6),
      startsAt: '2026-01-01T10:00:00Z',
    });
    expect(other).not.toContain('DTEND');
    expect(unfold(other)).toContain(`SUMMARY:${'Children’s Bible Quiz '.repeat(6)}`);
  });
});

describe('icsFileName', () => {
  it('makes a safe file name from the title', () => {
    expect(icsFileName('Harvest Thanksgiving!')).toBe('harvest-thanksgiving.ics');
    expect(icsFileName('???')).toBe('event.ics');
  });
});
