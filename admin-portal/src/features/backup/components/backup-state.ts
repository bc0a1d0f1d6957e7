import type { TaskState } from '../../../lib/task-progress';
import type { BackupStep } from '../api/make-backup';
import { formatMegabytes } from './format-megabytes';

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

/** Where a running backup is, in words and in bytes (indeterminate until the sizes are known). */
export function backupState(step: BackupStep): TaskState {
  const text = describe(step);
  return step.stage === 'snapshot' ? { text } : { text, max: step.bytesTotal, value: step.bytesDone };
}
