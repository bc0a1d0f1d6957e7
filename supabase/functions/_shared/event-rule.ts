// An event's repeat rule (RFC 5545 RRULE, stored without "RRULE:" in events.rrule): checking it, building
// it from the admin's plain choices, and reading it back as a sentence. The arithmetic is the rrule
// library's; the church's wall clock is its "floating" time (church-time.ts).
import { fromChurchClock, toChurchClock } from './church-time.ts';
import { rrule, type Rule } from './rrule.ts';

const DAY = '([+-]?([1-9]|[1-4][0-9]|5[0-3])?(MO|TU|WE|TH|FR|SA|SU))';
const MONTH_DAY = '-?([1-9]|[12][0-9]|3[01])';
const list = (item: string) => new RegExp(`^${item}(,${item})*$`);

/**
 * What each part may hold: the same grammar and messages as the database's check_event_rule() trigger
 * (migration 20261207100000), so the admin form refuses exactly what the database would.
 */
const PARTS: Record<string, [RegExp, string]> = {
  FREQ: [/^(DAILY|WEEKLY|MONTHLY|YEARLY)$/, 'FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY'],
  INTERVAL: [/^[1-9][0-9]{0,2}$/, 'INTERVAL must be a whole number from 1 to 999'],
  COUNT: [/^[1-9][0-9]{0,3}$/, 'COUNT must be a whole number from 1 to 9999'],
  UNTIL: [/^[0-9]{8}T[0-9]{6}Z$/, 'UNTIL must be a UTC date and time such as 20271231T235959Z'],
  BYDAY: [list(DAY), 'BYDAY must list days such as SU, WE or 1FR'],
  BYMONTHDAY: [list(MONTH_DAY), 'BYMONTHDAY must list days of the month from 1 to 31 (or -1 for the last)'],
  BYMONTH: [list('([1-9]|1[0-2])'), 'BYMONTH must list months from 1 to 12'],
  BYSETPOS: [list('-?[1-9][0-9]{0,2}'), 'BYSETPOS must list positions such as 1 or -1'],
  WKST: [/^(MO|TU|WE|TH|FR|SA|SU)$/, 'WKST must be a day such as MO'],
};

function untilInstant(value: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const real = date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
  return real ? date : undefined;
}

/** The grammar problem of a rule, worded as the database words it; null when the database accepts it. */
export function ruleGrammarProblem(rule: string, startsAt: Date | string): string | null {
  const seen = new Map<string, string>();
  for (const part of rule.split(';')) {
    const name = part.split('=', 1)[0]!;
    const value = part.slice(name.length + 1);
    if (!part.includes('=') || value === '') return `"${part}" is not of the form NAME=VALUE`;
    if (seen.has(name)) return `${name} is given twice`;
    const spec = PARTS[name];
    if (!spec)
      return `${name} is not supported: an event repeats on days, weeks, months or years at its own time`;
    if (!spec[0].test(value)) return spec[1];
    if (name === 'UNTIL' && !untilInstant(value)) return 'UNTIL is not a real date';
    seen.set(name, value);
  }
  if (!seen.has('FREQ')) return 'FREQ is required';
  if (seen.has('COUNT') && seen.has('UNTIL')) return 'COUNT and UNTIL cannot both be set';
  const until = seen.has('UNTIL') ? untilInstant(seen.get('UNTIL')!) : undefined;
  if (until && until < new Date(startsAt)) return 'UNTIL is before the event starts';
  return null;
}

/** The rule as rrule's object, anchored at the event's first start (on the church's clock). */
export function ruleOf(rule: string, startsAt: Date | string): Rule {
  const options = rrule.RRule.parseString(rule);
  // UNTIL is a real (UTC) instant; the arithmetic runs on the church's clock, so it is read there too.
  if (options.until) options.until = toChurchClock(options.until);
  return new rrule.RRule({ ...options, dtstart: toChurchClock(new Date(startsAt)) });
}

/**
 * Why an event's rule cannot be saved, in words for the admin form; null when it can. Beyond the grammar,
 * the first start must itself be a date of the rule: iCalendar always counts DTSTART as the first
 * occurrence while rrule skips it when it does not match, so calendars and the site would disagree.
 */
export function ruleProblem(rule: string, startsAt: Date | string): string | null {
  const grammar = ruleGrammarProblem(rule, startsAt);
  if (grammar) return grammar;
  const start = toChurchClock(new Date(startsAt));
  const first = ruleOf(rule, startsAt).after(start, true);
  if (!first || first.getTime() !== start.getTime()) {
    return 'The first date must be one of the days the event repeats on';
  }
  return null;
}

export type RepeatFrequency = 'daily' | 'weekly' | 'monthly-weekday' | 'monthly-date' | 'yearly';
export type Weekday = 'MO' | 'TU' | 'WE' | 'TH' | 'FR' | 'SA' | 'SU';
export const WEEKDAYS: Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The admin's plain choices for a repeating event (the form never shows the rule's text). */
export interface RepeatChoices {
  frequency: RepeatFrequency;
  /** Every `interval` days/weeks/months/years. */
  interval: number;
  /** Weekly only: the days it meets on. */
  weekdays: Weekday[];
  end: { kind: 'never' } | { kind: 'until'; day: string } | { kind: 'count'; count: number };
}

/** Which of its weekday the start is in its month: 1–4, or -1 when it is the last (a 5th is "last"). */
export function weekOfMonth(startsAt: Date | string): 1 | 2 | 3 | 4 | -1 {
  const d = toChurchClock(new Date(startsAt));
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  if (d.getUTCDate() + 7 > lastDay) return -1;
  return Math.ceil(d.getUTCDate() / 7) as 1 | 2 | 3 | 4;
}

const weekdayOf = (startsAt: Date | string) => WEEKDAYS[toChurchClock(new Date(startsAt)).getUTCDay()]!;

/** The rule for the admin's choices; the end day's last second on the church's clock is UNTIL. */
export function ruleFromChoices(choices: RepeatChoices, startsAt: Date | string): string {
  const parts: string[] = [];
  const freq = { daily: 'DAILY', weekly: 'WEEKLY', yearly: 'YEARLY' } as const;
  parts.push(
    `FREQ=${choices.frequency.startsWith('monthly') ? 'MONTHLY' : freq[choices.frequency as keyof typeof freq]}`,
  );
  if (choices.interval > 1) parts.push(`INTERVAL=${choices.interval}`);
  if (choices.frequency === 'weekly') {
    const days = WEEKDAYS.filter((d) => choices.weekdays.includes(d));
    parts.push(`BYDAY=${(days.length ? days : [weekdayOf(startsAt)]).join(',')}`);
  }
  if (choices.frequency === 'monthly-weekday')
    parts.push(`BYDAY=${weekOfMonth(startsAt)}${weekdayOf(startsAt)}`);
  if (choices.frequency === 'monthly-date') {
    parts.push(`BYMONTHDAY=${toChurchClock(new Date(startsAt)).getUTCDate()}`);
  }
  if (choices.end.kind === 'count') parts.push(`COUNT=${choices.end.count}`);
  if (choices.end.kind === 'until') {
    const lastSecond = fromChurchClock(new Date(`${choices.end.day}T23:59:59Z`));
    parts.push(
      `UNTIL=${lastSecond
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
  }
  return parts.join(';');
}

/** The choices a rule was made from, or null when the rule is one the plain choices cannot express. */
export function choicesFromRule(rule: string, startsAt: Date | string): RepeatChoices | null {
  for (const frequency of ['daily', 'weekly', 'monthly-weekday', 'monthly-date', 'yearly'] as const) {
    const parts = new Map(rule.split(';').map((p) => [p.split('=', 1)[0]!, p.slice(p.indexOf('=') + 1)]));
    const until = parts.get('UNTIL');
    const untilDay = until && untilInstant(until);
    const choices: RepeatChoices = {
      frequency,
      interval: Number(parts.get('INTERVAL') ?? 1),
      weekdays: frequency === 'weekly' ? ((parts.get('BYDAY') ?? '').split(',') as Weekday[]) : [],
      end: parts.has('COUNT')
        ? { kind: 'count', count: Number(parts.get('COUNT')) }
        : untilDay
          ? { kind: 'until', day: toChurchClock(untilDay).toISOString().slice(0, 10) }
          : { kind: 'never' },
    };
    if (ruleFromChoices(choices, startsAt) === rule) return choices;
  }
  return null;
}

/**
 * The rule read back as a sentence, e.g. "Every week on Sunday until 31 January 2027" (rrule's own
 * wording, with the site's day-month-year dates).
 */
export function describeRule(rule: string, startsAt: Date | string): string {
  const text = ruleOf(rule, startsAt)
    .toText(undefined, undefined, (year, month, day) => `${day} ${month} ${year}`)
    .replace(/ for (\d+) times?$/, (_, n: string) => (n === '1' ? ', once' : `, ${n} times`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
