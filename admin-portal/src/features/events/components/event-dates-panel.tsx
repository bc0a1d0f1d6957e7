import { useState } from 'react';
import { eventsDomain, type Row } from 'shared-ui/data';
import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { describeError } from '../../../lib/errors';
import { invalidateDomain } from '../../content-manager';
import {
  removeEventException,
  saveEventException,
  type ExceptionChange,
} from '../api/event-exception-writes';
import { saveEventRule } from '../api/save-event-rule';
import { EventDates } from './event-dates';
import styles from './event-dates.module.css';
import { RepeatEditor } from './repeat-editor';

/** "Dates": how an event repeats, then its next dates one by one. */
export function EventDatesPanel({ event }: { event: Row<'events'> }) {
  const queryClient = useQueryClient();
  const [rule, setRule] = useState(event.rrule);
  // Every save here changes the event's row too (calendar_sequence, updated_at): the list and an edit form
  // opened after it must read it again, or their next save would be refused as a stale edit.
  const refresh = () => invalidateDomain(queryClient, eventsDomain.keys);
  const ruleSave = useMutation({
    mutationFn: (next: string | null) => saveEventRule(event.id, next),
    onSuccess: async (saved) => {
      setRule(saved.rrule);
      toast.success(saved.rrule ? 'Saved how the event repeats.' : 'The event now happens once.');
      await refresh();
    },
    onError: (error) => toast.error(`Not saved: ${describeError(error)}`),
  });
  const dateSave = useMutation({
    mutationFn: (change: ExceptionChange) => saveEventException(change),
    onSuccess: async (saved) => {
      toast.success(saved.cancelled ? 'That date is cancelled.' : 'Saved the change to that date.');
      await refresh();
    },
    onError: (error) => toast.error(`Not saved: ${describeError(error)}`),
  });
  const restore = useMutation({
    mutationFn: removeEventException,
    onSuccess: async () => {
      toast.success('That date is back to normal.');
      await refresh();
    },
    onError: (error) => toast.error(`Not restored: ${describeError(error)}`),
  });

  return (
    <div className={styles.panel}>
      <section aria-labelledby="repeat-title">
        <h3 id="repeat-title">How it repeats</h3>
        <RepeatEditor
          event={event}
          rule={rule}
          saving={ruleSave.isPending}
          onSave={(next) => ruleSave.mutate(next)}
        />
      </section>
      {rule && (
        <section aria-labelledby="dates-title">
          <h3 id="dates-title">Next dates</h3>
          <p className={styles.hint}>Cancel, move or rename one date; the others stay as they are.</p>
          <EventDates
            event={event}
            rule={rule}
            saving={dateSave.isPending || restore.isPending}
            onSave={(change) => dateSave.mutateAsync(change)}
            onRestore={(id) => restore.mutate(id)}
          />
        </section>
      )}
    </div>
  );
}
