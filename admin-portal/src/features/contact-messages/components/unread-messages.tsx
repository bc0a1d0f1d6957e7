import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from 'shared-ui';
import { QueryView } from '../../../lib/query-view';
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
      <QueryView
        query={messages}
        lines={4}
        what="messages"
        empty="No unread messages"
        emptyHint="Messages sent through the contact page appear here as they arrive."
        isEmpty={(data) => data.total === 0}
      >
        {(data) => (
          <ul className={styles.list}>
            {data.latest.map((message) => (
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
      </QueryView>
      <Link to={INBOX} className={styles.all}>
        {total > (messages.data?.latest.length ?? 0)
          ? `See all ${total} unread in the inbox`
          : 'Open the inbox'}
        <ArrowRight size={16} aria-hidden="true" />
      </Link>
    </section>
  );
}
