import { useMemo, useState } from 'react';
import { Badge, Button, ErrorState, SkeletonText } from 'shared-ui';
import { formatWeekdayDateTime } from 'shared-ui/church';
import { occurrencesOf, type Occurrence } from 'shared-ui/occurrences';
import { useEventExceptions } from '../api/get-event-exceptions';
import type { ExceptionChange } from '../api/event-exception-writes';
import { DateChangeForm } from './date-change-form';
import styles from './event-dates.module.css';

const DATES_SHOWN = 12;
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

interface EventDatesProps {
  event: { id: string; title: string; starts_at: string; ends_at: string | null; location: string | null };
  rule: string;
  saving: boolean;
  /** Resolves once saved; a refusal rejects (and is told by the caller), keeping the form as typed. */
  onSave: (change: ExceptionChange) => Promise<unknown>;
  onRestore: (exceptionId: string) => void;
}

function stateOf(o: Occurrence) {
  if (o.cancelled) return <Badge tone="danger">Cancelled</Badge>;
  if (o.moved) return <Badge tone="warning">Moved</Badge>;
  if (o.title !== o.event.title || o.location !== o.event.location || o.note) return <Badge>Changed</Badge>;
  return null;
}

/** The series' next dates, each of which can be cancelled, moved or retitled alone (and restored). */
export function EventDates({ event, rule, saving, onSave, onRestore }: EventDatesProps) {
  const exceptions = useEventExceptions(event.id);
  const [open, setOpen] = useState<string | null>(null);
  const dates = useMemo(() => {
    const from = new Date();
    const withExceptions = { ...event, rrule: rule, event_exceptions: exceptions.data ?? [] };
    return occurrencesOf(withExceptions, { from, to: new Date(from.getTime() + YEAR_MS) }).slice(
      0,
      DATES_SHOWN,
    );
  }, [event, rule, exceptions.data]);
  if (exceptions.isPending) return <SkeletonText lines={4} />;
  if (exceptions.error)
    return (
      <ErrorState title="We couldn’t load this event’s dates." onRetry={() => void exceptions.refetch()} />
    );
  const exceptionOf = (o: Occurrence) =>
    exceptions.data.find((x) => Date.parse(x.occurrence_start) === Date.parse(o.ruleStart));

  return (
    <ul className={styles.dates} aria-label="Next dates">
      {dates.map((o) => {
        const exception = exceptionOf(o);
        return (
          <li key={o.day}>
            <div className={styles.date}>
              <span>
                <strong>{formatWeekdayDateTime(o.start)}</strong> · {o.title} {stateOf(o)}
              </span>
              <span className={styles.row}>
                {!o.cancelled && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={saving}
                    onClick={() =>
                      void onSave({
                        event_id: event.id,
                        occurrence_start: o.ruleStart,
                        cancelled: true,
                        starts_at: null,
                        ends_at: null,
                        title: null,
                        location: null,
                        note: o.note,
                      })
                    }
                    aria-label={`Cancel ${formatWeekdayDateTime(o.ruleStart)}`}
                  >
                    Cancel
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setOpen(open === o.day ? null : o.day)}
                  aria-expanded={open === o.day}
                  aria-label={`Change ${formatWeekdayDateTime(o.ruleStart)}`}
                >
                  Change
                </Button>
                {exception && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={saving}
                    onClick={() => onRestore(exception.id)}
                    aria-label={`Restore ${formatWeekdayDateTime(o.ruleStart)}`}
                  >
                    Restore
                  </Button>
                )}
              </span>
            </div>
            {open === o.day && (
              <DateChangeForm
                occurrence={o}
                saving={saving}
                onSave={async (change) => {
                  await onSave(change);
                  setOpen(null);
                }}
                onClose={() => setOpen(null)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
