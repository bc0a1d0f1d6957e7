import { MailPlus, ShieldCheck, ShieldOff, UserMinus } from 'lucide-react';
import { Badge, VisuallyHidden } from 'shared-ui';
import { SmallButton } from '../../../lib/small-button';
import { formatDate } from '../../content-manager';
import type { MemberChange } from '../api/change-member';
import type { Member } from '../api/team-function';
import styles from './team.module.css';

interface MemberRowProps {
  member: Member;
  /** The one admin left: they may not step down or leave (the database refuses it too). */
  lastAdmin: boolean;
  busy: boolean;
  onChange: (change: MemberChange) => void;
  onResend: () => void;
}

export function MemberRow({ member, lastAdmin, busy, onChange, onResend }: MemberRowProps) {
  const who = member.is_you ? 'yourself' : member.email;
  return (
    <li className={styles.member}>
      <div className={styles.identity}>
        <span className={styles.email}>
          {member.email}
          {member.is_you ? <span className={styles.you}> (you)</span> : null}
        </span>
        <span className={styles.badges}>
          <Badge tone={member.role === 'admin' ? 'brand' : 'neutral'}>
            {member.role === 'admin' ? 'Administrator' : 'Member'}
          </Badge>
          <Badge tone={member.status === 'active' ? 'success' : 'warning'}>
            {member.status === 'active' ? 'Active' : 'Invited'}
          </Badge>
        </span>
        <span className={styles.seen}>
          {member.status === 'invited'
            ? `Invited ${member.invited_at ? formatDate(member.invited_at) : ''}, has not joined yet`
            : member.last_sign_in_at
              ? `Last signed in ${formatDate(member.last_sign_in_at, true)}`
              : 'Has not signed in yet'}
        </span>
        {lastAdmin ? (
          <span className={styles.note}>
            The only administrator: make someone else an administrator before stepping down.
          </span>
        ) : null}
      </div>
      <div className={styles.memberActions}>
        {member.status === 'invited' ? (
          <SmallButton variant="secondary" icon={MailPlus} disabled={busy} onClick={onResend}>
            Resend invitation<VisuallyHidden> to {member.email}</VisuallyHidden>
          </SmallButton>
        ) : null}
        {member.role === 'admin' ? (
          <SmallButton
            variant="secondary"
            icon={ShieldOff}
            disabled={busy || lastAdmin}
            onClick={() => onChange('remove-admin')}
          >
            Remove admin rights<VisuallyHidden> from {who}</VisuallyHidden>
          </SmallButton>
        ) : (
          <SmallButton
            variant="secondary"
            icon={ShieldCheck}
            disabled={busy}
            onClick={() => onChange('make-admin')}
            aria-label={`Make admin: ${member.email}`}
          >
            Make admin
          </SmallButton>
        )}
        <SmallButton icon={UserMinus} disabled={busy || lastAdmin} onClick={() => onChange('remove-account')}>
          Remove account<VisuallyHidden> of {who}</VisuallyHidden>
        </SmallButton>
      </div>
    </li>
  );
}
