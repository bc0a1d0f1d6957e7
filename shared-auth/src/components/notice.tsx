import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import tones from 'shared-ui/badge.module.css';
import styles from './notice.module.css';

export interface NoticeProps {
  tone?: 'danger' | 'success' | 'info';
  children: ReactNode;
  /** Buttons or links under the message. */
  action?: ReactNode;
}

const ICONS = { danger: CircleAlert, success: CircleCheck, info: Info };

/** A form-level message. Errors are announced at once (alert), the others politely (status). */
export function Notice({ tone = 'info', children, action }: NoticeProps) {
  const Icon = ICONS[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`${styles.notice} ${tones[tone]}`}>
      <Icon className={styles.icon} size={20} aria-hidden="true" />
      <div className={styles.body}>
        <p className={styles.message}>{children}</p>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}
