import { useMemo, useState } from 'react';
import { Button } from 'shared-ui';
import { formatWeekdayDateTime } from 'shared-ui/church';
import { Checkbox } from 'shared-ui/forms';
import { DateTimeInput, Field, Input, Select } from 'shared-ui/inputs';
import {
  WEEKDAYS,
  choicesFromRule,
  describeRule,
  occurrencesOf,
  type RepeatChoices,
  type RepeatFrequency,
} from 'shared-ui/occurrences';
import { DAY_NAMES, UNITS, defaultChoices, frequencyOptions, ruleOrProblem } from './repeat-choices';
import styles from './event-dates.module.css';

const PREVIEW_DATES = 5;
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

interface RepeatEditorProps {
  event: { id: string; title: string; starts_at: string; ends_at: string | null; location: string | null };
  rule: string | null;
  saving: boolean;
  /** Saves the rule (null: once); a refusal from the server comes back as its message. */
  onSave: (rule: string | null) => void;
}

/** How an event repeats, as plain choices with the rule read back and its next dates; never the rule's text. */
export function RepeatEditor({ event, rule, saving, onSave }: RepeatEditorProps) {
  const fromRule = rule ? choicesFromRule(rule, event.starts_at) : null;
  const [repeats, setRepeats] = useState(rule !== null);
  const [choices, setChoices] = useState<RepeatChoices>(fromRule ?? defaultChoices(event.starts_at));
  const [touched, setTouched] = useState(false);
  const change = (next: Partial<RepeatChoices>) => {
    setTouched(true);
    setChoices((c) => ({ ...c, ...next }));
  };
  const result = repeats ? ruleOrProblem(choices, event.starts_at) : {};
  const next = useMemo(() => {
    if (!result.rule) return [];
    const from = new Date();
    return occurrencesOf({ ...event, rrule: result.rule }, { from, to: new Date(from.getTime() + YEAR_MS) })
      .slice(0, PREVIEW_DATES)
      .map((o) => formatWeekdayDateTime(o.start));
  }, [event, result.rule]);
  const custom = rule !== null && !fromRule && !touched;

  return (
    <form
      className={styles.form}
      aria-label="How the event repeats"
      onSubmit={(e) => {
        e.preventDefault();
        if (custom) return;
        if (!repeats) onSave(null);
        else if (result.rule) onSave(result.rule);
      }}
    >
      {custom && (
        <p className={styles.note}>
          It repeats by a rule these choices cannot show: {describeRule(rule, event.starts_at)}. Choosing
          below replaces it.
        </p>
      )}
      <Field label="Repeats">
        <Select
          value={repeats ? choices.frequency : 'once'}
          onValueChange={(value) => {
            setTouched(true);
            setRepeats(value !== 'once');
            if (value !== 'once') change({ frequency: value as RepeatFrequency });
          }}
          options={frequencyOptions(event.starts_at)}
        />
      </Field>
      {repeats && (
        <>
          <Field label={`Every how many ${UNITS[choices.frequency]}`}>
            <Input
              type="number"
              min={1}
              max={999}
              inputMode="numeric"
              value={Number.isNaN(choices.interval) ? '' : String(choices.interval)}
              onChange={(e) => change({ interval: e.target.valueAsNumber })}
            />
          </Field>
          {choices.frequency === 'weekly' && (
            <fieldset className={styles.days}>
              <legend>On</legend>
              {WEEKDAYS.map((day) => (
                <Checkbox
                  key={day}
                  label={DAY_NAMES[day]}
                  checked={choices.weekdays.includes(day)}
                  onCheckedChange={(on) =>
                    change({
                      weekdays: on ? [...choices.weekdays, day] : choices.weekdays.filter((d) => d !== day),
                    })
                  }
                />
              ))}
            </fieldset>
          )}
          <Field label="Ends">
            <Select
              value={choices.end.kind}
              onValueChange={(kind) =>
                change({
                  end:
                    kind === 'until'
                      ? { kind, day: '' }
                      : kind === 'count'
                        ? { kind, count: 10 }
                        : { kind: 'never' },
                })
              }
              options={[
                { value: 'never', label: 'Never' },
                { value: 'until', label: 'On a date' },
                { value: 'count', label: 'After a number of times' },
              ]}
            />
          </Field>
          {choices.end.kind === 'until' && (
            <Field label="Last date">
              <DateTimeInput
                kind="date"
                value={choices.end.day}
                onChange={(e) => change({ end: { kind: 'until', day: e.target.value } })}
              />
            </Field>
          )}
          {choices.end.kind === 'count' && (
            <Field label="How many times">
              <Input
                type="number"
                min={1}
                max={9999}
                inputMode="numeric"
                value={Number.isNaN(choices.end.count) ? '' : String(choices.end.count)}
                onChange={(e) => change({ end: { kind: 'count', count: e.target.valueAsNumber } })}
              />
            </Field>
          )}
        </>
      )}
      <div className={styles.preview} aria-live="polite">
        {!repeats && <p>Happens once: {formatWeekdayDateTime(event.starts_at)}.</p>}
        {result.problem && (
          <p className={styles.problem} role="alert">
            {result.problem}
          </p>
        )}
        {result.rule && (
          <>
            <p className={styles.sentence}>{describeRule(result.rule, event.starts_at)}</p>
            <p>Next: {next.length > 0 ? next.join(' · ') : 'no more dates (the series has ended)'}</p>
          </>
        )}
      </div>
      <Button type="submit" loading={saving} disabled={custom || Boolean(result.problem)}>
        Save how it repeats
      </Button>
    </form>
  );
}
