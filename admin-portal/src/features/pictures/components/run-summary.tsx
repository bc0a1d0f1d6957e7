import type { Outcome } from '../api/prepare-stored-picture';
import type { PrepareRun } from '../api/use-prepare-pictures';
import { pictureName } from './picture-name';
import taskPage from '../../../lib/task-page.module.css';
import styles from './run-summary.module.css';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Skipped pictures by reason: "Already prepared" for most of them, so counted rather than listed. */
function byReason(outcomes: Outcome[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const o of outcomes) if (o.kind === 'skipped') counts.set(o.reason, (counts.get(o.reason) ?? 0) + 1);
  return [...counts];
}

/** What a finished (or stopped) run did: done, skipped and failed, each failure with its reason. */
export function RunSummary({ run }: { run: PrepareRun }) {
  const done = run.outcomes.filter((o) => o.kind === 'done');
  const skipped = run.outcomes.filter((o) => o.kind === 'skipped');
  const failed = run.outcomes.filter((o) => o.kind === 'failed');
  const left = run.total - run.outcomes.length;
  return (
    <section className={styles.summary} aria-labelledby="prepare-summary" data-testid="prepare-summary">
      <h3 id="prepare-summary" className={styles.title}>
        {run.stopped ? 'Stopped' : 'Finished'}: {done.length} done, {skipped.length} skipped, {failed.length}{' '}
        failed
        {left > 0 ? `, ${plural(left, 'picture')} not reached` : ''}
      </h3>
      {run.stopped ? (
        <p className={taskPage.muted}>Start again to go on: pictures already prepared are skipped.</p>
      ) : null}
      {failed.length ? (
        <>
          <h4 className={styles.heading}>Failed ({failed.length})</h4>
          <ul className={taskPage.list} aria-label="Failed pictures">
            {failed.map((o) => (
              <li key={o.picture.url}>
                {pictureName(o.picture)}: {'reason' in o ? o.reason : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {skipped.length ? (
        <>
          <h4 className={styles.heading}>Skipped ({skipped.length})</h4>
          <ul className={taskPage.list} aria-label="Skipped pictures">
            {byReason(skipped).map(([reason, count]) => (
              <li key={reason}>
                {reason}: {plural(count, 'picture')}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {done.length ? (
        <details>
          <summary className={styles.heading}>Done ({done.length})</summary>
          <ul className={taskPage.list} aria-label="Prepared pictures">
            {done.map((o) => (
              <li key={o.picture.url}>{pictureName(o.picture)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
