/** Rules the site refuses, with the words both the admin form and the database use (start: 6 Dec 2026). */
export const RULE_START = '2026-12-06T08:00:00.000Z';

export const BAD_RULES: [rule: string, problem: string][] = [
  ['WEEKLY', '"WEEKLY" is not of the form NAME=VALUE'],
  ['FREQ=WEEKLY;FREQ=DAILY', 'FREQ is given twice'],
  ['FREQ=HOURLY', 'FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY'],
  ['FREQ=WEEKLY;INTERVAL=0', 'INTERVAL must be a whole number from 1 to 999'],
  ['FREQ=WEEKLY;COUNT=-2', 'COUNT must be a whole number from 1 to 9999'],
  ['FREQ=WEEKLY;UNTIL=2027-01-31', 'UNTIL must be a UTC date and time such as 20271231T235959Z'],
  ['FREQ=WEEKLY;UNTIL=20270231T235959Z', 'UNTIL is not a real date'],
  ['FREQ=WEEKLY;BYDAY=SUNDAY', 'BYDAY must list days such as SU, WE or 1FR'],
  ['FREQ=MONTHLY;BYMONTHDAY=32', 'BYMONTHDAY must list days of the month from 1 to 31 (or -1 for the last)'],
  [
    'FREQ=WEEKLY;BYHOUR=9',
    'BYHOUR is not supported: an event repeats on days, weeks, months or years at its own time',
  ],
  ['BYDAY=SU', 'FREQ is required'],
  ['FREQ=WEEKLY;COUNT=3;UNTIL=20271231T235959Z', 'COUNT and UNTIL cannot both be set'],
  ['FREQ=WEEKLY;BYDAY=SU;UNTIL=20261130T235959Z', 'UNTIL is before the event starts'],
];
