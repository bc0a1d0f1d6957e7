import type { ReactNode } from 'react';
import { Card, CardBody, PageHeader } from 'shared-ui';
import styles from './task-page.module.css';
import { useDocumentTitle } from './use-document-title';
import { useLeaveWarning } from './use-leave-warning';

interface TaskPageProps {
  /** The page's heading and the tab's title. */
  title: string;
  description: string;
  /** While true, closing or reloading the tab asks first: the task runs in this tab. */
  running: boolean;
  aboutId: string;
  aboutHeading: ReactNode;
  /** What the task does (or what it makes), one point a list item. */
  points: ReactNode[];
  /** Said after the points, e.g. what the task leaves out. */
  aboutNote?: ReactNode;
  taskId: string;
  taskHeading: ReactNode;
  /** Said above the task's controls, e.g. to keep the page open. */
  taskNote: ReactNode;
  /** The task's controls, its progress and its outcome. */
  children: ReactNode;
}

/**
 * A page that runs one long task in this browser (Backup, Pictures): what the task does, in a card,
 * then the task itself.
 */
export function TaskPage({
  title,
  description,
  running,
  aboutId,
  aboutHeading,
  points,
  aboutNote,
  taskId,
  taskHeading,
  taskNote,
  children,
}: TaskPageProps) {
  useDocumentTitle(title);
  useLeaveWarning(running);
  return (
    <div className={styles.page}>
      <PageHeader title={title} description={description} />

      <Card as="section" aria-labelledby={aboutId}>
        <CardBody className={styles.section}>
          <h2 id={aboutId} className={styles.heading}>
            {aboutHeading}
          </h2>
          <ul className={styles.list}>
            {points.map((point, at) => (
              <li key={at}>{point}</li>
            ))}
          </ul>
          {aboutNote ? <p className={styles.muted}>{aboutNote}</p> : null}
        </CardBody>
      </Card>

      <section aria-labelledby={taskId} className={styles.section}>
        <h2 id={taskId} className={styles.heading}>
          {taskHeading}
        </h2>
        <p className={styles.muted}>{taskNote}</p>
        {children}
      </section>
    </div>
  );
}
