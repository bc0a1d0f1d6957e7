import { ArchiveRestore, Download } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button, buttonClassName, ErrorState, useAppConfig } from 'shared-ui';
import taskPage from '../../../lib/task-page.module.css';
import { TaskPage } from '../../../lib/task-page';
import { TaskProgress } from '../../../lib/task-progress';
import { useMakeBackup, type FinishedBackup } from '../api/make-backup';
import { backupState } from '../components/backup-state';
import { formatMegabytes } from '../components/format-megabytes';
import styles from './backup-page.module.css';

function summary({ file, manifest }: FinishedBackup): string {
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const files = manifest.objects.length;
  return `${formatMegabytes(file.size)} · ${rows} items in ${manifest.tables.length} tables · ${files} ${files === 1 ? 'file' : 'pictures and files'}`;
}

/** The finished archive, saved at once and offered again for as long as the page is open. */
function ReadyToSave({ backup }: { backup: FinishedBackup }) {
  const href = useMemo(() => URL.createObjectURL(backup.file), [backup.file]);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.click();
    link.current?.focus();
    return () => URL.revokeObjectURL(href);
  }, [href]);
  return (
    <div className={styles.ready} role="status">
      <p className={styles.readyTitle}>Backup ready: {backup.file.name}</p>
      <p className={taskPage.muted}>{summary(backup)}</p>
      <a
        ref={link}
        href={href}
        download={backup.file.name}
        className={buttonClassName({ variant: 'secondary' })}
      >
        <Download aria-hidden size={18} /> Save the archive again
      </a>
    </div>
  );
}

export function BackupPage() {
  const { supabaseUrl } = useAppConfig();
  const backup = useMakeBackup(supabaseUrl);
  const running = backup.isPending;

  return (
    <TaskPage
      title="Backup"
      description="One archive of everything the site shows and the office manages, to keep somewhere safe: if content is deleted by mistake or the project is lost, it can all be put back."
      // Leaving mid-way would lose the archive being written.
      running={running}
      aboutId="backup-contents"
      aboutHeading="What the archive holds"
      points={[
        <>
          Every page’s content: announcements, events, leaders, ministries, the gallery, notices, milestones,
          sermons, the welcome section and the church settings.
        </>,
        <>Every picture, slide deck and other file, exactly as uploaded.</>,
        <>
          Messages sent through the contact page, with the senders’ names, e-mail addresses and phone numbers.{' '}
          <strong>Keep archives private</strong>, as you would the inbox.
        </>,
      ]}
      aboutNote={
        <>
          Not included: accounts and passwords. After a restore into a new project, the team is invited again.
          Restoring is done by the site’s technical volunteer with <code>pnpm restore</code>.
        </>
      }
      taskId="backup-make"
      taskHeading="Make a backup"
      taskNote="This browser downloads everything and writes the archive itself; keep this page open until it is saved."
    >
      <div>
        <Button
          icon={<ArchiveRestore aria-hidden size={18} />}
          loading={running}
          onClick={() => backup.mutate()}
        >
          {backup.data ? 'Make another backup' : 'Make a backup'}
        </Button>
      </div>
      {running && backup.step ? <TaskProgress label="Backup progress" {...backupState(backup.step)} /> : null}
      {backup.error ? (
        <ErrorState
          title="The backup was not made"
          error={backup.error}
          onRetry={() => backup.mutate()}
          headingLevel={3}
        />
      ) : null}
      {backup.data && !running ? <ReadyToSave backup={backup.data} /> : null}
    </TaskPage>
  );
}
