import { Check, Mail, MessageCircle, Phone, RotateCcw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, VisuallyHidden } from 'shared-ui';
import type { ContactMessage } from 'shared-ui/data';
import { SmallButton } from '../../../lib/small-button';
import { formatDate } from '../../content-manager';
import styles from './message-card.module.css';

/** A number as typed by a visitor, for WhatsApp's link: Ghanaian 0XX… numbers get the country code. */
export function whatsappLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const international = phone.trim().startsWith('+')
    ? digits
    : digits.startsWith('0') && digits.length === 10
      ? `233${digits.slice(1)}`
      : digits;
  return international.length >= 8 ? `https://wa.me/${international}` : null;
}

const replySubject = (m: ContactMessage) => `Re: ${m.subject?.trim() || 'Your message to PIWC Asokwa'}`;

interface MessageCardProps {
  message: ContactMessage;
  /** The heading level of the sender's name in the page's outline. */
  headingLevel: 2 | 3;
  actions?: ReactNode;
}

/** One message in full: who, when, what, and the ways to answer; nothing hidden behind a click. */
export function MessageCard({ message, headingLevel, actions }: MessageCardProps) {
  const Heading = `h${headingLevel}` as const;
  const whatsapp = message.phone ? whatsappLink(message.phone) : null;
  return (
    <article className={styles.card} aria-labelledby={`message-${message.id}`}>
      <header className={styles.header}>
        <Heading id={`message-${message.id}`} className={styles.from}>
          {message.name}
        </Heading>
        <span className={styles.meta}>
          <time dateTime={message.created_at}>{formatDate(message.created_at, true)}</time>
          {message.handled ? (
            <Badge tone="success">
              Handled{message.handled_at ? ` ${formatDate(message.handled_at)}` : ''}
            </Badge>
          ) : (
            <Badge tone="accent">Unread</Badge>
          )}
        </span>
      </header>
      {message.subject ? <p className={styles.subject}>{message.subject}</p> : null}
      <p className={styles.body}>{message.message}</p>
      <ul className={styles.contact} aria-label={`How to reach ${message.name}`}>
        <li>
          <a href={`mailto:${message.email}?subject=${encodeURIComponent(replySubject(message))}`}>
            <Mail size={16} aria-hidden="true" /> {message.email}
          </a>
        </li>
        {message.phone ? (
          <li>
            <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>
              <Phone size={16} aria-hidden="true" /> {message.phone}
            </a>
          </li>
        ) : null}
        {whatsapp ? (
          <li>
            <a href={whatsapp} target="_blank" rel="noreferrer">
              <MessageCircle size={16} aria-hidden="true" /> WhatsApp
              <VisuallyHidden> {message.name} (opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ) : null}
      </ul>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}

/** Handled ↔ unread, said in words a screen reader user can tell apart in a list. */
export function HandledToggle({
  message,
  busy,
  onToggle,
}: {
  message: ContactMessage;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <SmallButton
      variant="secondary"
      icon={message.handled ? RotateCcw : Check}
      loading={busy}
      onClick={onToggle}
      aria-label={`${message.handled ? 'Mark unread' : 'Mark handled'}: message from ${message.name}`}
    >
      {message.handled ? 'Mark unread' : 'Mark handled'}
    </SmallButton>
  );
}

export function DeleteButton({ message, onClick }: { message: ContactMessage; onClick: () => void }) {
  return (
    <SmallButton icon={Trash2} onClick={onClick} aria-label={`Delete the message from ${message.name}`}>
      Delete
    </SmallButton>
  );
}
