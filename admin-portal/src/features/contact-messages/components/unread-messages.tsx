import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge, EmptyState, ErrorState, SkeletonText } from 'shared-ui';
import { formatDate } from '../../content-manager';
import { useUnreadMessages } from '../api/get-unread-messages';
import styles from './unread-messages.module.css';

const INBOX = '/admin/messages';

/** The newest unread messages, each readable at a glance and a link to it in the inbox, where it is answered. */
export function UnreadMessages({ headingId }: { headingId: string }) {
  const messages = useUnreadMessages();
  const total = messages.data?.total ?? 0;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Unread messages {messages.data ? <Badge tone={total ? 'accent' : 'neutral'}>{total}</Badge> : null}
      </h2>
      {messages.isPending ? (
        <SkeletonText lines={4} />
      ) : messages.error ? (
        <ErrorState
          title="Could not load messages"
          error={messages.error}
          onRetry={() => void messages.refetch()}
          headingLevel={3}
        />
      ) : total === 0 ? (
        <EmptyState
          title="No unread messages"
          description="Messages sent through the contact page appear here as they arrive."
          headingLevel={3}
        />
      ) : (
        <ul className={styles.list}>
          {messages.data.latest.map((message) => (
            <li key={message.id}>
              <Link to={`${INBOX}?q=${encodeURIComponent(message.email)}`} className={styles.item}>
                <span className={styles.top}>
                  <span className={styles.from}>{message.name}</span>
                  <time dateTime={message.created_at} className={styles.date}>
                    {formatDate(message.created_at, true)}
                  </time>
                </span>
                {message.subject ? <span className={styles.subject}>{message.subject}</span> : null}
                <span className={styles.excerpt}>{message.message}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={INBOX} className={styles.all}>
        {total > (messages.data?.latest.length ?? 0)
          ? `See all ${total} unread in the inbox`
          : 'Open the inbox'}
        <ArrowRight size={16} aria-hidden="true" />
      </Link>
    </section>
  );
}
