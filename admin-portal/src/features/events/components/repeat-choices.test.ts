import { describe, expect, it } from 'vitest';
import { defaultChoices, frequencyOptions, ruleOrProblem } from './repeat-choices';

// Friday 4 December 2026, 18:30 in Accra: the first Friday of its month.
const START = '2026-12-04T18:30:00Z';

describe('the repeat editor’s plain choices', () => {
  it('names each choice after the first date', () => {
    expect(frequencyOptions(START).map((o) => o.label)).toEqual([
      'Does not repeat',
      'Every day',
      'Every week',
      'Monthly on the first Friday',
      'Monthly on day 4',
      'Every year on 4 December',
    ]);
    expect(frequencyOptions('2026-12-25T18:30:00Z')[3]!.label).toBe('Monthly on the last Friday');
  });

  it('makes the rule, and says in words why a choice cannot be saved', () => {
    const weekly = defaultChoices(START);
    expect(ruleOrProblem(weekly, START)).toEqual({ rule: 'FREQ=WEEKLY;BYDAY=FR' });
    expect(
      ruleOrProblem({ ...weekly, frequency: 'monthly-weekday', end: { kind: 'count', count: 6 } }, START),
    ).toEqual({
      rule: 'FREQ=MONTHLY;BYDAY=1FR;COUNT=6',
    });
    expect(ruleOrProblem({ ...weekly, end: { kind: 'until', day: '2026-11-30' } }, START)).toEqual({
      problem: 'The last date is before the event starts.',
    });
    expect(ruleOrProblem({ ...weekly, interval: 0 }, START).problem).toBe(
      'Repeat every 1 to 999 days, weeks, months or years.',
    );
    expect(ruleOrProblem({ ...weekly, weekdays: ['SU'] }, START).problem).toBe(
      'The first date must be one of the days the event repeats on.',
    );
    expect(ruleOrProblem({ ...weekly, end: { kind: 'until', day: '' } }, START).problem).toBe(
      'Choose the last date.',
    );
  });
});
