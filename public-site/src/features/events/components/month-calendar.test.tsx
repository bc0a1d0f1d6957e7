import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'shared-ui/testing/memory-router';
import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '../api/get-events';
import { monthWeeks } from '../lib/calendar-month';
import { MonthCalendar } from './month-calendar';

const sundayService = {
  id: '5f0c2a4e-9a43-4c52-9f39-1b1a7d1e0001',
  title: 'Sunday Worship Service',
  category: 'Service',
  location: 'Main Auditorium',
  starts_at: '2026-12-06T08:00:00Z',
  ends_at: '2026-12-06T12:30:00Z',
  rrule: 'FREQ=WEEKLY;BYDAY=SU',
  event_exceptions: [
    {
      occurrence_start: '2026-12-13T08:00:00Z',
      cancelled: true,
      starts_at: null,
      ends_at: null,
      title: null,
      location: null,
      note: 'Join the Harvest Thanksgiving instead.',
    },
  ],
} as unknown as PublicEvent;

function Calendar({ start }: { start: { month: string; day: string } }) {
  const [shown, setShown] = useState(start);
  return (
    <MemoryRouter>
      <MonthCalendar events={[sundayService]} month={shown.month} day={shown.day} onChange={setShown} />
    </MemoryRouter>
  );
}

const chosenDay = () => screen.getByRole('button', { pressed: true });

describe('MonthCalendar', () => {
  it('lays a month out in whole weeks, Sunday first', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks[0]).toEqual([
      '2026-11-29',
      '2026-11-30',
      ...['01', '02', '03', '04', '05'].map((d) => `2026-12-${d}`),
    ]);
    expect(weeks.at(-1)![6]).toBe('2027-01-02');
    expect(monthWeeks('2026-02')).toHaveLength(4);
  });

  it('marks each day’s events and cancellations, and lists the chosen day’s', () => {
    render(<Calendar start={{ month: '2026-12', day: '2026-12-13' }} />);
    expect(chosenDay()).toHaveAccessibleName('Sunday, 13 December 2026, 1 event (1 cancelled)');
    expect(screen.getByRole('button', { name: 'Sunday, 20 December 2026, 1 event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday, 19 December 2026, no events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sunday Worship Service/ })).toHaveAttribute(
      'href',
      '/events/5f0c2a4e-9a43-4c52-9f39-1b1a7d1e0001?on=2026-12-13',
    );
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
  });

  it('moves the chosen day with the keyboard, into the next month and back, keeping focus on it', () => {
    render(<Calendar start={{ month: '2026-12', day: '2026-12-27' }} />);
    chosenDay().focus();
    fireEvent.keyDown(chosenDay(), { key: 'ArrowDown' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('January 2027');
    expect(chosenDay()).toHaveAccessibleName(/^Sunday, 3 January 2027/);
    expect(chosenDay()).toHaveFocus();
    fireEvent.keyDown(chosenDay(), { key: 'End' });
    expect(chosenDay()).toHaveAccessibleName(/^Saturday, 9 January 2027/);
    fireEvent.keyDown(chosenDay(), { key: 'PageUp' });
    expect(chosenDay()).toHaveAccessibleName(/^Wednesday, 9 December 2026/);
    fireEvent.keyDown(chosenDay(), { key: 'ArrowLeft' });
    expect(chosenDay()).toHaveAccessibleName(/^Tuesday, 8 December 2026/);
    expect(screen.getAllByRole('button', { pressed: false }).every((b) => b.tabIndex === -1)).toBe(true);
  });

  it('a second key pressed before the address has changed goes on from the first', () => {
    const asked: string[] = [];
    render(
      <MemoryRouter>
        <MonthCalendar
          events={[sundayService]}
          month="2026-12"
          day="2026-12-20"
          onChange={({ day }) => asked.push(day)}
        />
      </MemoryRouter>,
    );
    const twentieth = chosenDay();
    twentieth.focus();
    fireEvent.keyDown(twentieth, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(asked).toEqual(['2026-12-21', '2026-12-22']);
    expect(document.activeElement).toHaveAccessibleName(/^Tuesday, 22 December 2026/);
  });

  it('the day a key moved to keeps focus when another change of day is drawn before it', () => {
    const calendar = (day: string) => (
      <MemoryRouter>
        <MonthCalendar events={[sundayService]} month="2026-12" day={day} onChange={() => {}} />
      </MemoryRouter>
    );
    const { rerender } = render(calendar('2026-12-20'));
    chosenDay().focus();
    fireEvent.keyDown(chosenDay(), { key: 'ArrowRight' });
    // An earlier change (a tap on the 25th) commits first; the key's own comes after it.
    rerender(calendar('2026-12-25'));
    rerender(calendar('2026-12-21'));
    expect(chosenDay()).toHaveAccessibleName(/^Monday, 21 December 2026/);
    expect(chosenDay()).toHaveFocus();
  });

  it('goes from 31 March to the last day of February with Page Up', () => {
    render(<Calendar start={{ month: '2027-03', day: '2027-03-31' }} />);
    fireEvent.keyDown(chosenDay(), { key: 'PageUp' });
    expect(chosenDay()).toHaveAccessibleName(/^Sunday, 28 February 2027/);
  });
});
