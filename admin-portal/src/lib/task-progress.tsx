import styles from './task-progress.module.css';

/**
 * A long task's progress (a backup, preparing pictures): a bar, indeterminate until `max` is known, and the same
 * words read out as they change.
 */
export function TaskProgress({
  label,
  text,
  max,
  value,
}: {
  label: string;
  text: string;
  max?: number;
  value?: number;
}) {
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
