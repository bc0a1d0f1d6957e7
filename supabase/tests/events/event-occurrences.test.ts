import { describe, expect, it } from 'vitest';
import { CHURCH_TIME_ZONE, CHURCH_UTC_OFFSET_MS, churchDay } from '../../functions/_shared/church-time.ts';
import {
  nextOccurrence,
  occurrenceOn,
  occurrencesBetween,
  occurrencesOf,
  type EventException,
  type RecurringEvent,
} from '../../functions/_shared/event-occurrences.ts';
import {
  choicesFromRule,
  describeRule,
  ruleFromChoices,
  ruleGrammarProblem,
  ruleProblem,
  WEEKDAYS,
  type RepeatChoices,
} from '../../functions/_shared/event-rule.ts';
import { BAD_RULES, RULE_START } from './rule-cases.ts';

const DAY = 24 * 60 * 60 * 1000;
const window = (from: string, days: number) => ({
  from: new Date(from),
  to: new Date(Date.parse(from) + days * DAY),
});
const exception = (fields: Partial<EventException> & { occurrence_start: string }): EventException => ({
  cancelled: false,
  starts_at: null,
  ends_at: null,
  title: null,
  location: null,
  note: null,
  ...fields,
});
const sunday = (rrule: string | null, event_exceptions: EventException[] = []): RecurringEvent => ({
  id: 'e1',
  title: 'Sunday Worship Service',
  location: 'Main Auditorium',
  starts_at: RULE_START,
  ends_at: '2026-12-06T11:30:00.000Z',
  rrule,
  event_exceptions,
});

describe('the church clock', () => {
  it('is Africa/Accra’s, every month of 2020–2040 (GMT all year)', () => {
    for (let year = 2020; year <= 2040; year++) {
      for (let month = 0; month < 12; month++) {
        const instant = new Date(Date.UTC(year, month, 15, 12));
        const hour = new Intl.DateTimeFormat('en-GB', {
          timeZone: CHURCH_TIME_ZONE,
          hour: 'numeric',
          hourCycle: 'h23',
        }).format(instant);
        expect(Number(hour) - 12).toBe(CHURCH_UTC_OFFSET_MS / 3_600_000);
      }
    }
  });
});

describe('repeat rules', () => {
  it.each(BAD_RULES)('refuses %s: %s', (rule, problem) => {
    expect(ruleGrammarProblem(rule, RULE_START)).toBe(problem);
    expect(ruleProblem(rule, RULE_START)).toBe(problem);
  });

  it('accepts a rule with no end, and one whose first date is the event’s start', () => {
    expect(ruleProblem('FREQ=WEEKLY;BYDAY=SU', RULE_START)).toBeNull();
    expect(ruleProblem('FREQ=MONTHLY;BYDAY=1SU;UNTIL=20271231T235959Z', RULE_START)).toBeNull();
  });

  it('refuses a rule whose days leave out the first date (calendars would count it, the site would not)', () => {
    expect(ruleProblem('FREQ=WEEKLY;BYDAY=WE', RULE_START)).toBe(
      'The first date must be one of the days the event repeats on',
    );
  });

  const choices = (over: Partial<RepeatChoices>): RepeatChoices => ({
    frequency: 'weekly',
    interval: 1,
    weekdays: ['SU'],
    end: { kind: 'never' },
    ...over,
  });

  it.each<[Partial<RepeatChoices>, string, string]>([
    [{}, 'FREQ=WEEKLY;BYDAY=SU', 'Every week on Sunday'],
    [
      { interval: 2, weekdays: ['WE', 'SU'] },
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,WE',
      'Every 2 weeks on Wednesday, Sunday',
    ],
    [{ frequency: 'monthly-weekday' }, 'FREQ=MONTHLY;BYDAY=1SU', 'Every month on the 1st Sunday'],
    [
      { frequency: 'monthly-date', end: { kind: 'count', count: 6 } },
      'FREQ=MONTHLY;BYMONTHDAY=6;COUNT=6',
      'Every month on the 6th, 6 times',
    ],
    [
      { end: { kind: 'until', day: '2027-01-31' } },
      'FREQ=WEEKLY;BYDAY=SU;UNTIL=20270131T235959Z',
      'Every week on Sunday until 31 January 2027',
    ],
    [{ frequency: 'daily', end: { kind: 'count', count: 1 } }, 'FREQ=DAILY;COUNT=1', 'Every day, once'],
  ])('plain choices %j make %s, read back as “%s”', (over, rule, sentence) => {
    expect(ruleFromChoices(choices(over), RULE_START)).toBe(rule);
    const made = choices(over);
    const weekdays = made.frequency === 'weekly' ? WEEKDAYS.filter((d) => made.weekdays.includes(d)) : [];
    expect(choicesFromRule(rule, RULE_START)).toEqual({ ...made, weekdays });
    expect(describeRule(rule, RULE_START)).toBe(sentence);
    expect(ruleProblem(rule, RULE_START)).toBeNull();
  });

  it('names the last Friday of a month “last”, not “5th”', () => {
    const lastFriday = '2027-01-29T21:00:00.000Z';
    expect(ruleFromChoices(choices({ frequency: 'monthly-weekday' }), lastFriday)).toBe(
      'FREQ=MONTHLY;BYDAY=-1FR',
    );
    expect(describeRule('FREQ=MONTHLY;BYDAY=-1FR', lastFriday)).toBe('Every month on the last Friday');
  });

  it('has no plain choices for a rule the form cannot make', () => {
    expect(choicesFromRule('FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25', '2026-12-25T10:00:00Z')).toBeNull();
  });
});

describe('occurrences', () => {
  it('expands a rule with no end over the window only', () => {
    const found = occurrencesOf(sunday('FREQ=WEEKLY;BYDAY=SU'), window('2027-03-01T00:00:00Z', 31));
    expect(found.map((o) => o.day)).toEqual(['2027-03-07', '2027-03-14', '2027-03-21', '2027-03-28']);
    expect(found.every((o) => o.end === o.start.replace('T08:00', 'T11:30'))).toBe(true);
  });

  it('stops at COUNT and at UNTIL', () => {
    const w = window('2026-12-01T00:00:00Z', 120);
    expect(occurrencesOf(sunday('FREQ=WEEKLY;BYDAY=SU;COUNT=3'), w)).toHaveLength(3);
    expect(occurrencesOf(sunday('FREQ=WEEKLY;BYDAY=SU;UNTIL=20261220T235959Z'), w).map((o) => o.day)).toEqual(
      ['2026-12-06', '2026-12-13', '2026-12-20'],
    );
  });

  it('marks a cancelled occurrence, moves and retitles another, and ignores one that names no date', () => {
    const event = sunday('FREQ=WEEKLY;BYDAY=SU', [
      exception({
        occurrence_start: '2026-12-13T08:00:00Z',
        cancelled: true,
        note: 'Joined with the convention',
      }),
      exception({
        occurrence_start: '2026-12-20T08:00:00Z',
        starts_at: '2026-12-19T16:00:00Z',
        ends_at: '2026-12-19T18:00:00Z',
        title: 'Carols by Candlelight',
      }),
      exception({ occurrence_start: '2026-12-23T08:00:00Z', cancelled: true }),
    ]);
    const found = occurrencesOf(event, window('2026-12-06T00:00:00Z', 21));
    expect(found.map((o) => [o.day, o.start, o.title, o.cancelled, o.moved])).toEqual([
      ['2026-12-06', '2026-12-06T08:00:00.000Z', 'Sunday Worship Service', false, false],
      ['2026-12-13', '2026-12-13T08:00:00.000Z', 'Sunday Worship Service', true, false],
      ['2026-12-20', '2026-12-19T16:00:00.000Z', 'Carols by Candlelight', false, true],
    ]);
    expect(found[1]!.note).toBe('Joined with the convention');
  });

  it('finds an occurrence moved into the window, and not one moved out of it', () => {
    const event = sunday('FREQ=WEEKLY;BYDAY=SU', [
      exception({ occurrence_start: '2027-01-03T08:00:00Z', starts_at: '2026-12-31T20:00:00Z' }),
      exception({ occurrence_start: '2026-12-27T08:00:00Z', starts_at: '2027-01-05T08:00:00Z' }),
    ]);
    const found = occurrencesOf(event, window('2026-12-26T00:00:00Z', 7));
    expect(found.map((o) => [o.day, o.start])).toEqual([['2027-01-03', '2026-12-31T20:00:00.000Z']]);
  });

  it('keeps an occurrence that started before the window and has not ended', () => {
    const allNight: RecurringEvent = {
      ...sunday('FREQ=MONTHLY;BYDAY=-1FR'),
      starts_at: '2026-12-25T21:00:00.000Z',
      ends_at: '2026-12-26T04:00:00.000Z',
    };
    expect(occurrencesOf(allNight, window('2026-12-26T00:00:00Z', 1)).map((o) => o.day)).toEqual([
      '2026-12-25',
    ]);
  });

  it('gives each occurrence its own address that finds it again, moved or cancelled', () => {
    const event = sunday('FREQ=WEEKLY;BYDAY=SU', [
      exception({ occurrence_start: '2026-12-20T08:00:00Z', starts_at: '2026-12-19T16:00:00Z' }),
    ]);
    expect(occurrenceOn(event, '2026-12-20')).toMatchObject({
      start: '2026-12-19T16:00:00.000Z',
      moved: true,
    });
    expect(occurrenceOn(event, '2026-12-13')).toMatchObject({
      start: '2026-12-13T08:00:00.000Z',
      moved: false,
    });
    expect(occurrenceOn(event, '2026-12-14')).toBeUndefined();
    expect(occurrenceOn(event, 'not-a-day')).toBeUndefined();
    expect(occurrenceOn(sunday(null), undefined)).toMatchObject({ day: '2026-12-06', recurring: false });
  });

  it('merges several events soonest first, and finds the next one not cancelled', () => {
    const weekly = sunday('FREQ=WEEKLY;BYDAY=SU', [
      exception({ occurrence_start: '2026-12-13T08:00:00Z', cancelled: true }),
    ]);
    const oneOff = {
      ...sunday(null),
      id: 'e2',
      title: 'Harvest',
      starts_at: '2026-12-12T10:00:00.000Z',
      ends_at: null,
    };
    expect(
      occurrencesBetween([weekly, oneOff], window('2026-12-07T00:00:00Z', 7)).map((o) => o.title),
    ).toEqual(['Harvest', 'Sunday Worship Service']);
    expect(nextOccurrence(weekly, new Date('2026-12-07T00:00:00Z'))?.day).toBe('2026-12-20');
    expect(churchDay('2026-12-06T23:59:59Z')).toBe('2026-12-06');
  });
});
