import styles from './task-progress.module.css';

/** Where a long task is: its words, and how far along once that is known (no `max`: indeterminate). */
export interface TaskState {
  text: string;
  max?: number;
  value?: number;
}

/**
 * A long task's progress (a backup, preparing pictures): a bar, indeterminate until `max` is known, and the same
 * words read out as they change. Each task only says where it is (a `TaskState`), e.g. `backupState(step)`.
 */
export function TaskProgress({ label, text, max, value }: TaskState & { label: string }) {
  return (
    <div className={styles.progress}>
      <progress
        className={styles.bar}
        aria-label={label}
        aria-valuetext={text}
        {...(max !== undefined && max > 0 ? { max, value } : {})}
      />
      <p className={styles.text} aria-live="polite">
        {text}
      </p>
    </div>
  );
}
