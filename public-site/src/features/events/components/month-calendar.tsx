import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Button, VisuallyHidden } from 'shared-ui';
import { churchDay, occurrencesBetween, startOfChurchDay, type Occurrence } from 'shared-ui/occurrences';
import { formatDate, formatMonth } from 'shared-ui/church';
import page from '../../../lib/page.module.css';
import type { PublicEvent } from '../api/get-events';
import { addDays, addMonths, currentMonth, monthWeeks, weekdayOf } from '../lib/calendar-month';
import styles from './month-calendar.module.css';
import { OccurrenceList } from './occurrence-list';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** On a phone a day shows dots; wider, the first titles. */
const TITLES_SHOWN = 2;

interface MonthCalendarProps {
  events: PublicEvent[];
  month: string;
  /** The chosen day ("2026-12-06"), whose events show under the grid. */
  day: string | undefined;
  onChange: (next: { month: string; day: string }) => void;
}

/** Where a key moves the chosen day (arrows by day and week, Home/End to the week's ends, Page keys by month). */
function dayAfterKey(key: string, day: string): string | undefined {
  const moves: Record<string, () => string> = {
    ArrowLeft: () => addDays(day, -1),
    ArrowRight: () => addDays(day, 1),
    ArrowUp: () => addDays(day, -7),
    ArrowDown: () => addDays(day, 7),
    Home: () => addDays(day, -weekdayOf(day)),
    End: () => addDays(day, 6 - weekdayOf(day)),
    PageUp: () => `${addMonths(day.slice(0, 7), -1)}${day.slice(7)}`,
    PageDown: () => `${addMonths(day.slice(0, 7), 1)}${day.slice(7)}`,
  };
  const next = moves[key]?.();
  // PageUp from 31 March has no 31 February: the month's last day instead.
  return next && churchDay(startOfChurchDay(next)) !== next ? lastDayBefore(next) : next;
}

const lastDayBefore = (impossible: string) => addDays(`${addMonths(impossible.slice(0, 7), 1)}-01`, -1);

/** A month of the church's calendar: days with their events, moved by keyboard as by touch. */
export function MonthCalendar({ events, month, day, onChange }: MonthCalendarProps) {
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const today = churchDay(new Date());
  const chosen = day?.startsWith(month) ? day : today.startsWith(month) ? today : `${month}-01`;
  const byDay = useMemo(() => {
    const first = weeks[0]![0]!;
    const last = weeks.at(-1)![6]!;
    const window = { from: startOfChurchDay(first), to: startOfChurchDay(addDays(last, 1)) };
    const found = new Map<string, Occurrence<PublicEvent>[]>();
    for (const o of occurrencesBetween(events, window)) {
      const on = churchDay(o.start);
      found.set(on, [...(found.get(on) ?? []), o]);
    }
    return found;
  }, [events, weeks]);

  const grid = useRef<HTMLTableElement>(null);
  const focusDay = (d: string) =>
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${d}"]`)?.focus();
  /**
   * The day a key moved to, focused once it is drawn (another month's). Named, not a yes/no: the effect of an
   * earlier change of day could still be pending when the key came (the address commits as a transition) and
   * would have taken a bare flag, leaving the moved-to day unfocused.
   */
  const focusWanted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (focusWanted.current !== chosen) return;
    focusWanted.current = undefined;
    focusDay(chosen);
  }, [chosen]);

  const choose = (next: string) => onChange({ month: next.slice(0, 7), day: next });
  const onKeyDown = (event: KeyboardEvent) => {
    // From the focused day: a second press before the address has changed goes on from the first.
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-day]')?.dataset.day ?? chosen;
    const next = dayAfterKey(event.key, from);
    if (!next) return;
    event.preventDefault();
    focusWanted.current = next;
    // Focus follows the key at once when the day is on this grid, not a render later.
    focusDay(next);
    choose(next);
  };
  const shown = byDay.get(chosen) ?? [];

  return (
    <div className={styles.calendar}>
      <div className={page.sectionHeader}>
        <h2 id="calendar-month" className={styles.month} aria-live="polite">
          {formatMonth(month)}
        </h2>
        <div className={styles.nav}>
          <Button
            variant="secondary"
            iconOnly
            aria-label="Previous month"
            icon={<ChevronLeft size={18} />}
            onClick={() => onChange({ month: addMonths(month, -1), day: `${addMonths(month, -1)}-01` })}
          />
          <Button
            variant="secondary"
            disabled={month === currentMonth() && chosen === today}
            onClick={() => choose(today)}
          >
            Today
          </Button>
          <Button
            variant="secondary"
            iconOnly
            aria-label="Next month"
            icon={<ChevronRight size={18} />}
            onClick={() => onChange({ month: addMonths(month, 1), day: `${addMonths(month, 1)}-01` })}
          />
        </div>
      </div>
      <table ref={grid} className={styles.grid} aria-labelledby="calendar-month" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th key={name} scope="col" abbr={name}>
                <span aria-hidden="true">{name.slice(0, 3)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((d) => {
                const list = byDay.get(d) ?? [];
                const held = list.filter((o) => !o.cancelled);
                const label = `${formatDate(`${d}T12:00:00Z`)}, ${
                  list.length === 0 ? 'no events' : `${list.length} event${list.length > 1 ? 's' : ''}`
                }${list.length > held.length ? ` (${list.length - held.length} cancelled)` : ''}`;
                return (
                  <td key={d} data-outside={!d.startsWith(month) || undefined}>
                    <button
                      type="button"
                      className={styles.day}
                      data-day={d}
                      tabIndex={d === chosen ? 0 : -1}
                      aria-pressed={d === chosen}
                      aria-current={d === today ? 'date' : undefined}
                      onClick={() => choose(d)}
                    >
                      {/* The name is the sentence; what shows is a glance at it (number, dots, titles). */}
                      <VisuallyHidden>{label}</VisuallyHidden>
                      <span className={styles.number} aria-hidden="true">
                        {Number(d.slice(8))}
                      </span>
                      <span className={styles.dots} aria-hidden="true">
                        {list.slice(0, 3).map((o) => (
                          <span key={o.event.id} data-cancelled={o.cancelled || undefined} />
                        ))}
                      </span>
                      <span className={styles.titles} aria-hidden="true">
                        {list.slice(0, TITLES_SHOWN).map((o) => (
                          <span key={o.event.id} data-cancelled={o.cancelled || undefined}>
                            {o.title}
                          </span>
                        ))}
                        {list.length > TITLES_SHOWN && <span>+{list.length - TITLES_SHOWN} more</span>}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint} data-keyboard-help>
        Use the arrow keys to move between days, Page Up and Page Down for months.
      </p>
      <section aria-labelledby="calendar-day" className={styles.dayEvents}>
        <h3 id="calendar-day" className={styles.dayTitle} aria-live="polite">
          {formatDate(`${chosen}T12:00:00Z`)}
        </h3>
        {shown.length === 0 ? (
          <p className={styles.hint}>Nothing is planned on this day.</p>
        ) : (
          <OccurrenceList occurrences={shown} hideDays />
        )}
      </section>
    </div>
  );
}
