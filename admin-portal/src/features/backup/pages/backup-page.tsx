import { ArchiveRestore, Download } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button, buttonClassName, Card, CardBody, ErrorState, PageHeader, useAppConfig } from 'shared-ui';
import taskPage from '../../../lib/task-page.module.css';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLeaveWarning } from '../../../lib/use-leave-warning';
import { useMakeBackup, type FinishedBackup } from '../api/make-backup';
import { BackupProgress } from '../components/backup-progress';
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
  useDocumentTitle('Backup');
  const { supabaseUrl } = useAppConfig();
  const backup = useMakeBackup(supabaseUrl);
  const running = backup.isPending;

  // Leaving mid-way would lose the archive being written.
  useLeaveWarning(running);

  return (
    <div className={taskPage.page}>
      <PageHeader
        title="Backup"
        description="One archive of everything the site shows and the office manages, to keep somewhere safe: if content is deleted by mistake or the project is lost, it can all be put back."
      />

      <Card as="section" aria-labelledby="backup-contents">
        <CardBody className={taskPage.section}>
          <h2 id="backup-contents" className={taskPage.heading}>
            What the archive holds
          </h2>
          <ul className={taskPage.list}>
            <li>
              Every page’s content: announcements, events, leaders, ministries, the gallery, notices,
              milestones, sermons, the welcome section and the church settings.
            </li>
            <li>Every picture, slide deck and other file, exactly as uploaded.</li>
            <li>
              Messages sent through the contact page, with the senders’ names, e-mail addresses and phone
              numbers. <strong>Keep archives private</strong>, as you would the inbox.
            </li>
          </ul>
          <p className={taskPage.muted}>
            Not included: accounts and passwords. After a restore into a new project, the team is invited
            again. Restoring is done by the site’s technical volunteer with <code>pnpm restore</code>.
          </p>
        </CardBody>
      </Card>

      <section aria-labelledby="backup-make" className={taskPage.section}>
        <h2 id="backup-make" className={taskPage.heading}>
          Make a backup
        </h2>
        <p className={taskPage.muted}>
          This browser downloads everything and writes the archive itself; keep this page open until it is
          saved.
        </p>
        <div>
          <Button
            icon={<ArchiveRestore aria-hidden size={18} />}
            loading={running}
            onClick={() => backup.mutate()}
          >
            {backup.data ? 'Make another backup' : 'Make a backup'}
          </Button>
        </div>
        {running && backup.step ? <BackupProgress step={backup.step} /> : null}
        {backup.error ? (
          <ErrorState
            title="The backup was not made"
            error={backup.error}
            onRetry={() => backup.mutate()}
            headingLevel={3}
          />
        ) : null}
        {backup.data && !running ? <ReadyToSave backup={backup.data} /> : null}
      </section>
    </div>
  );
}
