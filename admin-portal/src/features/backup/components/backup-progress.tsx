import type { BackupStep } from '../api/make-backup';
import { formatMegabytes } from './format-megabytes';
import styles from './backup-progress.module.css';

function describe(step: BackupStep): string {
  switch (step.stage) {
    case 'snapshot':
      return 'Reading the content…';
    case 'tables':
      return 'Writing the content…';
    case 'objects':
      return `Downloading files: ${step.objectsDone} of ${step.objectsTotal} (${formatMegabytes(step.bytesDone)} of ${formatMegabytes(step.bytesTotal)})`;
    default:
      return 'Finishing the archive…';
  }
}

/** Where a running backup is, in words and as a bar (indeterminate until the sizes are known). */
export function BackupProgress({ step }: { step: BackupStep }) {
  const known = step.stage !== 'snapshot' && step.bytesTotal > 0;
  const text = describe(step);
  return (
    <div className={styles.progress}>
      <progress
        className={styles.bar}
        aria-label="Backup progress"
        aria-valuetext={text}
        {...(known ? { max: step.bytesTotal, value: step.bytesDone } : {})}
      />
      <p className={styles.text} aria-live="polite">
        {text}
      </p>
    </div>
  );
}
