import { Link } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';
import { Card, ErrorState, PageHeader, Skeleton } from 'shared-ui';
import { ADMIN_PAGES } from '../../../layout/admin-pages';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryView } from '../../../lib/query-view';
import { UnreadMessages } from '../../contact-messages';
import { formatDate } from '../../content-manager';
import { usePurgeDueOnVisit } from '../../trash';
import { CONTENT_TABLES } from '../api/content-tables';
import { useContentCounts } from '../api/get-content-counts';
import { useRecentChanges, whoDid } from '../api/get-recent-changes';
import styles from './dashboard-page.module.css';

/**
 * Each section reads its own data, so that an answer re-renders its section, not the dashboard: held here, the
 * counts, the recent changes and the Trash purge's progress each drew the whole page again (~95 components,
 * four times in a first load).
 */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const email = useAuthStore((s) => s.user?.email);
  return (
    <div className={styles.page}>
      <PurgeDueOnVisit />
      <PageHeader
        title="Dashboard"
        description={
          email ? `Signed in as ${email}. Use “Sign out” at the top when you are done.` : undefined
        }
      />
      <ContentCounts />
      <div className={styles.columns}>
        <UnreadMessages headingId="dashboard-messages" />
        <RecentActivity />
      </div>
      <QuickLinks />
    </div>
  );
}

/** Items in Trash past their time are removed when an admin opens the dashboard. */
function PurgeDueOnVisit() {
  usePurgeDueOnVisit();
  return null;
}

function ContentCounts() {
  const counts = useContentCounts();
  return (
    <section aria-labelledby="dashboard-counts" className={styles.section}>
      <h2 id="dashboard-counts" className={styles.heading}>
        Content
      </h2>
      {counts.error ? (
        <ErrorState
          title="Could not count the content"
          error={counts.error}
          onRetry={() => void counts.refetch()}
          headingLevel={3}
        />
      ) : (
        <ul className={styles.counts}>
          {(counts.data ?? []).map(({ source, total }) => (
            <li key={source.table}>
              <Link to={source.to} className={styles.count}>
                <span className={styles.number}>{total}</span>
                <span>{source.label}</span>
              </Link>
            </li>
          ))}
          {/* A tile a table, as many as will come: the sections below do not move when they do. */}
          {counts.isPending
            ? CONTENT_TABLES.map(({ table }) => (
                <li key={table}>
                  <Skeleton height="4.5rem" radius="var(--radius-md)" />
                </li>
              ))
            : null}
        </ul>
      )}
    </section>
  );
}

function RecentActivity() {
  const recent = useRecentChanges();
  return (
    <section aria-labelledby="dashboard-recent" className={styles.section}>
      <h2 id="dashboard-recent" className={styles.heading}>
        Recent activity
      </h2>
      <QueryView query={recent} lines={6} what="recent changes">
        {(items) => (
          <ol className={styles.recent}>
            {items.map((item) => (
              <li key={item.id}>
                <span>
                  {whoDid(item)}{' '}
                  <Link to={item.did === 'moved to Trash' ? '/admin/trash' : item.source.to}>
                    {item.title}
                  </Link>
                </span>
                <span className={styles.meta}>
                  {item.source.label} · {formatDate(item.at, true)}
                </span>
              </li>
            ))}
            {items.length === 0 ? <li>Nothing has changed yet.</li> : null}
          </ol>
        )}
      </QueryView>
    </section>
  );
}

function QuickLinks() {
  return (
    <section aria-labelledby="dashboard-links" className={styles.section}>
      <h2 id="dashboard-links" className={styles.heading}>
        Quick links
      </h2>
      <ul className={styles.links}>
        {ADMIN_PAGES.slice(1).map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Card as="div" interactive className={styles.linkCard}>
              <Link to={to} className={styles.link}>
                <Icon size={20} aria-hidden="true" />
                Manage {label.toLowerCase()}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
