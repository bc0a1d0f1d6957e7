import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'shared-ui';
import { Form, FormField, useZodForm } from 'shared-ui/forms';
import { Notice } from '../components/notice';
import { PasswordInput } from '../components/password-input';
import type { AuthFailure } from '../session/auth-errors';
import { useAuthStore } from '../store';
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from './schemas';
import styles from './auth-form.module.css';

export interface SetPasswordFormProps {
  /** Called once the new password is saved (the client has emitted USER_UPDATED). */
  onSaved: () => void;
}

export function SetPasswordForm({ onSaved }: SetPasswordFormProps) {
  const updatePassword = useAuthStore((state) => state.updatePassword);
  const email = useAuthStore((state) => state.user?.email ?? '');
  const form = useZodForm(newPasswordSchema, { password: '', confirm: '' });
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  async function submit({ password }: { password: string }) {
    setFailure(null);
    const result = await updatePassword(password);
    if (result) setFailure(result);
    else onSaved();
  }

  return (
    <Form form={form} onSubmit={submit} aria-label="Choose a new password" className={styles.form}>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField
        form={form}
        name="password"
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField form={form} name="confirm" label="Confirm new password" required>
        <PasswordInput autoComplete="new-password" {...form.register('confirm')} />
      </FormField>
      {failure ? <Notice tone="danger">{failure.message}</Notice> : null}
      <Button
        type="submit"
        size="lg"
        block
        loading={form.formState.isSubmitting}
        icon={<KeyRound size={18} />}
      >
        Save new password
      </Button>
    </Form>
  );
}
