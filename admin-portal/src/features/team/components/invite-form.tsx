import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from 'shared-ui';
import { useOneSubmissionAtATime } from 'shared-ui/forms';
import { Field, Input } from 'shared-ui/inputs';
import { useInviteMember } from '../api/invite-member';
import styles from './team.module.css';

/** One field: the new volunteer's e-mail. What was typed stays when the invitation is refused. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const invite = useInviteMember();
  // One invitation per press, however fast the second comes; a refusal shows from `invite.error`.
  const submit = useOneSubmissionAtATime((event: FormEvent) => {
    event.preventDefault();
    return invite.mutateAsync(email).then(
      () => setEmail(''),
      () => undefined,
    );
  });
  return (
    <form className={styles.invite} onSubmit={submit} noValidate aria-labelledby="invite-heading">
      <h2 id="invite-heading" className={styles.heading}>
        Invite someone
      </h2>
      <Field
        label="E-mail address"
        hint="They receive a link to choose a password. New people start without admin rights; make them an administrator below once they have joined."
        error={invite.error?.message}
        required
      >
        <Input
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invite.error) invite.reset();
          }}
        />
      </Field>
      <Button type="submit" icon={<Send size={16} />} loading={invite.isPending}>
        Send invitation
      </Button>
    </form>
  );
}
