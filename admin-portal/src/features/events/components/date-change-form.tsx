import { useState, type FormEvent } from 'react';
import { Button } from 'shared-ui';
import { Checkbox } from 'shared-ui/forms';
import { DateTimeInput, Field, Input } from 'shared-ui/inputs';
import type { Occurrence } from 'shared-ui/occurrences';
import type { ExceptionChange } from '../api/event-exception-writes';
import { fromChurchInput, toChurchInput } from './church-dates';
import styles from './event-dates.module.css';

interface DateChangeFormProps {
  occurrence: Occurrence;
  saving: boolean;
  onSave: (change: ExceptionChange) => Promise<void>;
  onClose: () => void;
}

/** Cancel, move or retitle one date of a series, the series left as it is. */
export function DateChangeForm({ occurrence: o, saving, onSave, onClose }: DateChangeFormProps) {
  const [cancelled, setCancelled] = useState(o.cancelled);
  const [start, setStart] = useState(toChurchInput(o.start));
  const [title, setTitle] = useState(o.title);
  const [location, setLocation] = useState(o.location ?? '');
  const [note, setNote] = useState(o.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = fromChurchInput(start);
    if (!cancelled && !startsAt) return setProblem('Choose the date and time it takes place.');
    const moved = startsAt !== null && startsAt !== o.ruleStart;
    const change: ExceptionChange = {
      event_id: o.event.id,
      occurrence_start: o.ruleStart,
      cancelled,
      starts_at: cancelled || !moved ? null : startsAt,
      ends_at: null,
      title: cancelled || title.trim() === o.event.title || !title.trim() ? null : title.trim(),
      location:
        cancelled || location.trim() === (o.event.location ?? '') || !location.trim()
          ? null
          : location.trim(),
      note: note.trim() || null,
    };
    if (!cancelled && !change.starts_at && !change.title && !change.location && !change.note) {
      return setProblem('Change the time, the title or the place, or add a note, to save this date.');
    }
    setProblem(null);
    // A refusal is told by a toast; the form stays as typed.
    onSave(change).catch(() => undefined);
  };

  /** What the date says instead of the series (nothing to say once it is cancelled). */
  const changedText = (label: string, value: string, set: (value: string) => void) => (
    <Field label={label} disabled={cancelled}>
      <Input value={value} disabled={cancelled} maxLength={200} onChange={(e) => set(e.target.value)} />
    </Field>
  );

  return (
    <form className={styles.changeForm} aria-label="Change this date" onSubmit={submit}>
      <Checkbox label="Cancelled" checked={cancelled} onCheckedChange={setCancelled} />
      <Field label="Takes place (Ghana time)" disabled={cancelled}>
        <DateTimeInput value={start} disabled={cancelled} onChange={(e) => setStart(e.target.value)} />
      </Field>
      {changedText('Title', title, setTitle)}
      {changedText('Place', location, setLocation)}
      <Field label="Note for visitors" hint="For example why it moved, or where to go instead.">
        <Input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
      </Field>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.row}>
        <Button type="submit" loading={saving}>
          Save this date
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={saving}>
          Close
        </Button>
      </div>
    </form>
  );
}
