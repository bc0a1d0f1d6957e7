import { Check, Mail } from 'lucide-react';
import { Badge, Button, EmptyState, ErrorState, SkeletonText } from 'shared-ui';
import { formatDate } from '../../content-manager';
import { useMarkMessageHandled } from '../api/mark-message-handled';
import { useUnreadMessages } from '../api/get-unread-messages';
import styles from './unread-messages.module.css';

/** Messages from the contact form: read each one, reply by email, mark it handled. */
export function UnreadMessages({ headingId }: { headingId: string }) {
  const messages = useUnreadMessages();
  const markHandled = useMarkMessageHandled();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        Unread messages{' '}
        {messages.data ? (
          <Badge tone={messages.data.length ? 'accent' : 'neutral'}>{messages.data.length}</Badge>
        ) : null}
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
      ) : messages.data.length === 0 ? (
        <EmptyState
          title="No unread messages"
          description="Messages sent through the contact page appear here."
          headingLevel={3}
        />
      ) : (
        <ul className={styles.list}>
          {messages.data.map((message) => (
            <li key={message.id} className={styles.item}>
              <details>
                <summary className={styles.summary}>
                  <span className={styles.from}>{message.name}</span>
                  <span className={styles.subject}>{message.subject || 'No subject'}</span>
                  <span className={styles.date}>{formatDate(message.created_at, true)}</span>
                </summary>
                <div className={styles.body}>
                  <p className={styles.message}>{message.message}</p>
                  <p className={styles.contact}>
                    <a
                      href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject ?? 'Your message'}`)}`}
                    >
                      <Mail size={16} aria-hidden="true" /> {message.email}
                    </a>
                    {message.phone ? <span> · {message.phone}</span> : null}
                  </p>
                </div>
              </details>
              <Button
                size="sm"
                variant="secondary"
                icon={<Check size={16} />}
                loading={markHandled.isPending && markHandled.variables === message.id}
                onClick={() => markHandled.mutate(message.id)}
                aria-label={`Mark handled: message from ${message.name}`}
              >
                Mark handled
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
