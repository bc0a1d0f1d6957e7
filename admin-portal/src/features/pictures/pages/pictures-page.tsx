import { ImagePlay, Square } from 'lucide-react';
import { Button, ErrorState, useAppConfig } from 'shared-ui';
import { TaskPage } from '../../../lib/task-page';
import { TaskProgress } from '../../../lib/task-progress';
import { usePreparePictures } from '../api/use-prepare-pictures';
import { runState } from '../components/run-state';
import { RunSummary } from '../components/run-summary';
import styles from './pictures-page.module.css';

export function PicturesPage() {
  const { supabaseUrl } = useAppConfig();
  const { run, start, stop } = usePreparePictures(supabaseUrl);
  const running = run.stage === 'finding' || run.stage === 'running';

  return (
    <TaskPage
      title="Pictures"
      description="Each picture is stored with smaller copies for phones and a blurred stand-in, made when it is uploaded. Pictures stored before that, or whose copies are missing, get theirs here."
      // Closing mid-way is safe (a new run goes on where this one stopped), but worth a second thought.
      running={running}
      aboutId="prepare-what"
      aboutHeading="What “Prepare pictures” does"
      points={[
        <>
          Goes through every picture the site shows, one at a time, and makes the copies of each one that
          lacks them, in this browser, as an upload would.
        </>,
        <>Pictures already prepared are skipped, so it can be stopped and started again at any time.</>,
        <>
          Links to pictures on other sites are skipped; a picture that cannot be read is reported and the rest
          go on.
        </>,
      ]}
      taskId="prepare-run"
      taskHeading="Prepare pictures"
      taskNote="Keep this page open while it runs."
    >
      <div className={styles.actions}>
        <Button icon={<ImagePlay aria-hidden size={18} />} loading={running} onClick={() => void start()}>
          {run.stage === 'finished' ? 'Prepare pictures again' : 'Prepare pictures'}
        </Button>
        {running ? (
          <Button
            variant="secondary"
            icon={<Square aria-hidden size={18} />}
            disabled={run.stopping}
            onClick={stop}
          >
            Stop
          </Button>
        ) : null}
      </div>
      {run.stage !== 'idle' && !run.error ? (
        <TaskProgress label="Preparing pictures" {...runState(run)} />
      ) : null}
      {run.error ? (
        <ErrorState
          title="The pictures could not be listed"
          error={new Error(run.error)}
          onRetry={() => void start()}
          headingLevel={3}
        />
      ) : null}
      {run.stage === 'finished' && !run.error ? <RunSummary run={run} /> : null}
    </TaskPage>
  );
}
