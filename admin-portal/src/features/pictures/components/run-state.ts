import type { TaskState } from '../../../lib/task-progress';
import type { PrepareRun } from '../api/use-prepare-pictures';
import { pictureName } from './picture-name';

function describe(run: PrepareRun): string {
  if (run.stage === 'finding') return 'Finding the stored pictures…';
  if (run.stage === 'finished')
    return `${run.stopped ? 'Stopped after' : 'Went through'} ${run.outcomes.length} of ${run.total} pictures.`;
  const at = Math.min(run.total, Math.floor(run.progress) + 1);
  const picture = run.current ? `: ${pictureName(run.current)}` : '';
  const stopping = run.stopping ? ' Stopping after this picture…' : '';
  return `Picture ${at} of ${run.total}${picture}.${stopping}`;
}

/** Where a run is, or where it ended, in words and in pictures (indeterminate while they are being found). */
export function runState(run: PrepareRun): TaskState {
  const text = describe(run);
  return run.stage === 'finding' ? { text } : { text, max: run.total, value: run.progress };
}
