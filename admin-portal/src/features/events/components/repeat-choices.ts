// The words of the repeat editor's plain choices, from the event's first date ("first Sunday", "day 6").
import { formatDayAndMonth } from 'shared-ui/church';
import {
  WEEKDAYS,
  ruleFromChoices,
  ruleProblem,
  toChurchClock,
  weekOfMonth,
  type RepeatChoices,
  type RepeatFrequency,
  type Weekday,
} from 'shared-ui/occurrences';

export const DAY_NAMES: Record<Weekday, string> = {
  SU: 'Sunday',
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
};
const ORDINALS = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' } as const;

export const UNITS: Record<RepeatFrequency, string> = {
  daily: 'days',
  weekly: 'weeks',
  'monthly-weekday': 'months',
  'monthly-date': 'months',
  yearly: 'years',
};

/** "Every week", "Monthly on the first Friday", … for the event starting at `startsAt`. */
export function frequencyOptions(startsAt: string): { value: RepeatFrequency | 'once'; label: string }[] {
  const start = toChurchClock(new Date(startsAt));
  const weekday = DAY_NAMES[WEEKDAYS[start.getUTCDay()]!];
  return [
    { value: 'once', label: 'Does not repeat' },
    { value: 'daily', label: 'Every day' },
    { value: 'weekly', label: 'Every week' },
    { value: 'monthly-weekday', label: `Monthly on the ${ORDINALS[weekOfMonth(startsAt)]} ${weekday}` },
    { value: 'monthly-date', label: `Monthly on day ${start.getUTCDate()}` },
    { value: 'yearly', label: `Every year on ${formatDayAndMonth(startsAt)}` },
  ];
}

export const defaultChoices = (startsAt: string): RepeatChoices => ({
  frequency: 'weekly',
  interval: 1,
  weekdays: [WEEKDAYS[toChurchClock(new Date(startsAt)).getUTCDay()]!],
  end: { kind: 'never' },
});

/** The rule for the choices, or why there is none (in the form's words, never the rule's text). */
export function ruleOrProblem(choices: RepeatChoices, startsAt: string): { rule?: string; problem?: string } {
  if (!Number.isInteger(choices.interval) || choices.interval < 1 || choices.interval > 999) {
    return { problem: 'Repeat every 1 to 999 days, weeks, months or years.' };
  }
  if (choices.end.kind === 'count' && !(choices.end.count >= 1 && choices.end.count <= 9999)) {
    return { problem: 'Choose how many times: from 1 to 9,999.' };
  }
  if (choices.end.kind === 'until' && !/^\d{4}-\d{2}-\d{2}$/.test(choices.end.day)) {
    return { problem: 'Choose the last date.' };
  }
  const rule = ruleFromChoices(choices, startsAt);
  const problem = ruleProblem(rule, startsAt);
  if (!problem) return { rule };
  if (problem === 'UNTIL is before the event starts')
    return { problem: 'The last date is before the event starts.' };
  return { problem: `${problem}.` };
}
