import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'shared-ui';
import { Form, FormField, useZodForm } from 'shared-ui/forms';
import { Notice } from '../components/notice';
import { PasswordInput } from '../components/password-input';
import type { AuthFailure } from '../session/auth-errors';
import { useAuthStore } from '../store';
import { signInSchema } from './schemas';
import { EmailField } from './email-field';
import styles from './auth-form.module.css';

export interface SignInFormProps {
  initialEmail: string;
  onSignedIn: () => void;
  /** Opens the reset form with whatever email is typed so far. */
  onForgotPassword: (email: string) => void;
}

export function SignInForm({ initialEmail, onSignedIn, onForgotPassword }: SignInFormProps) {
  const signIn = useAuthStore((state) => state.signIn);
  const form = useZodForm(signInSchema, { email: initialEmail, password: '' });
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  async function submit({ email, password }: { email: string; password: string }) {
    setFailure(null);
    const result = await signIn(email, password);
    if (!result) return onSignedIn();
    setFailure(result);
    // The email stays as typed; a wrong password is cleared so the next try starts clean.
    if (result.kind === 'invalid_credentials') {
      form.resetField('password');
      form.setFocus('password');
    }
  }

  return (
    <Form form={form} onSubmit={submit} aria-label="Sign in" className={styles.form}>
      <EmailField form={form} registration={form.register('email')} />
      <FormField form={form} name="password" label="Password" required>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <div className={styles.inlineLinks}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          Forgot password?
        </button>
      </div>
      {failure ? <Notice tone="danger">{failure.message}</Notice> : null}
      <Button type="submit" size="lg" block loading={form.formState.isSubmitting} icon={<LogIn size={18} />}>
        Sign in
      </Button>
    </Form>
  );
}
