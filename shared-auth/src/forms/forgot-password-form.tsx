import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'shared-ui';
import { Form, useZodForm } from 'shared-ui/forms';
import { Notice } from '../components/notice';
import type { AuthFailure } from '../session/auth-errors';
import { useAuthStore } from '../store';
import { forgotPasswordSchema } from './schemas';
import { EmailField } from './email-field';
import styles from './auth-form.module.css';

export interface ForgotPasswordFormProps {
  initialEmail: string;
  /** Back to the sign-in form, carrying the email along. */
  onBack: (email: string) => void;
}

export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const sendPasswordReset = useAuthStore((state) => state.sendPasswordReset);
  const form = useZodForm(forgotPasswordSchema, { email: initialEmail });
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit({ email }: { email: string }) {
    setFailure(null);
    const result = await sendPasswordReset(email);
    if (result) setFailure(result);
    else setSentTo(email);
  }

  const back = (
    <div className={styles.secondaryActions}>
      <button type="button" className={styles.linkButton} onClick={() => onBack(form.getValues('email'))}>
        Back to sign in
      </button>
    </div>
  );

  // The same words whether or not an account exists, so the form cannot be used to probe for accounts.
  if (sentTo) {
    return (
      <>
        <Notice tone="success">
          If an account exists for <strong>{sentTo}</strong>, we have sent it an email with a link to choose a
          new password. It can take a few minutes to arrive; check the spam folder too.
        </Notice>
        {back}
      </>
    );
  }

  return (
    <Form form={form} onSubmit={submit} aria-label="Reset your password" className={styles.form}>
      <EmailField form={form} registration={form.register('email')} />
      {failure ? <Notice tone="danger">{failure.message}</Notice> : null}
      <Button type="submit" size="lg" block loading={form.formState.isSubmitting} icon={<Mail size={18} />}>
        Send reset link
      </Button>
      {back}
    </Form>
  );
}
