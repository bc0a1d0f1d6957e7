import { ConfirmDialog, PageHeader } from 'shared-ui';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryView } from '../../../lib/query-view';
import { useConfirmItem } from '../../../lib/use-confirm-item';
import { useChangeMember, type MemberChange } from '../api/change-member';
import { useTeam } from '../api/get-team';
import { useInviteMember } from '../api/invite-member';
import type { Member } from '../api/team-function';
import { InviteForm } from '../components/invite-form';
import { MemberRow } from '../components/member-row';
import styles from '../components/team.module.css';

const CONFIRM: Record<MemberChange, (m: Member) => { title: string; description: string; label: string }> = {
  'make-admin': (m) => ({
    title: `Make ${m.email} an administrator?`,
    description: 'They will be able to change everything on the site, including this team.',
    label: 'Make admin',
  }),
  'remove-admin': (m) => ({
    title: m.is_you ? 'Give up your admin rights?' : `Remove ${m.email}'s admin rights?`,
    description: m.is_you
      ? 'You will lose access to the admin pages at once. Another administrator can give it back.'
      : 'They keep their account but can no longer open the admin pages.',
    label: 'Remove admin rights',
  }),
  'remove-account': (m) => ({
    title: m.is_you ? 'Remove your own account?' : `Remove ${m.email}'s account?`,
    description: `${m.is_you ? 'You' : 'They'} will no longer be able to sign in. What ${m.is_you ? 'you' : 'they'} published stays on the site.`,
    label: 'Remove account',
  }),
};

/** Everyone with access to the admin: invite, make or remove administrators, remove accounts. */
export function TeamPage() {
  useDocumentTitle('Team');
  const team = useTeam();
  const change = useChangeMember();
  const resend = useInviteMember();
  const pending = useConfirmItem<{ member: Member; change: MemberChange }>();
  const admins = team.data?.filter((m) => m.role === 'admin').length ?? 0;
  const confirm = pending.item ? CONFIRM[pending.item.change](pending.item.member) : null;
  return (
    <>
      <PageHeader
        title="Team"
        description="The people who can sign in to this admin. Only administrators can open it; members can sign in but see nothing here until an administrator gives them rights."
      />
      <InviteForm />
      <section aria-labelledby="team-heading" className={styles.list}>
        <h2 id="team-heading" className={styles.heading}>
          People with an account
        </h2>
        <QueryView
          query={team}
          lines={6}
          what="the team"
          empty="Nobody yet"
          emptyHint="Invite someone above."
        >
          {(members) => (
            <ul className={styles.members}>
              {members.map((member) => (
                <MemberRow
                  key={member.id}
                  member={member}
                  lastAdmin={member.role === 'admin' && admins === 1}
                  busy={(change.isPending && change.variables?.member.id === member.id) || resend.isPending}
                  onChange={(what) => pending.ask({ member, change: what })}
                  onResend={() => resend.mutate(member.email)}
                />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <ConfirmDialog
        {...pending.dialogProps(change.mutateAsync)}
        title={confirm?.title ?? ''}
        description={confirm?.description}
        confirmLabel={confirm?.label}
        tone={pending.item?.change === 'make-admin' ? 'primary' : 'danger'}
      />
    </>
  );
}
