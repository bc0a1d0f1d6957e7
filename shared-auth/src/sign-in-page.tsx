import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { toast } from 'shared-ui/notifications';
import { AuthLayout } from './components/auth-layout';
import { Notice } from './components/notice';
import { SignOutButton } from './components/sign-out-button';
import { ForgotPasswordForm } from './forms/forgot-password-form';
import { SetPasswordForm } from './forms/set-password-form';
import { SignInForm } from './forms/sign-in-form';
import { DEFAULT_AFTER_SIGN_IN, redirectTarget } from './session/redirect-target';
import { useAuthStore } from './store';
import styles from './sign-in-page.module.css';

type View = 'sign-in' | 'forgot-password';

/**
 * /auth: sign in, ask for a reset link, and choose a new password after opening one. A signed-in
 * admin is sent straight on; after signing in, everyone goes back to the page they came from.
 */
export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state);
  const loading = useAuthStore((state) => state.loading);
  const user = useAuthStore((state) => state.user);
  const isAdmin = useAuthStore((state) => state.isAdmin);
  const isAdminChecked = useAuthStore((state) => state.isAdminChecked);
  const adminCheckFailed = useAuthStore((state) => state.adminCheckFailed);
  const recovery = useAuthStore((state) => state.recovery);
  const invited = useAuthStore((state) => state.invited);
  const linkError = useAuthStore((state) => state.linkError);
  const dismissLinkError = useAuthStore((state) => state.dismissLinkError);
  const [view, setView] = useState<View>(linkError ? 'forgot-password' : 'sign-in');
  const [email, setEmail] = useState('');
  const [signedIn, setSignedIn] = useState(false);

  if (loading) return <Checking label="Checking your session" />;

  if (recovery && user) {
    return (
      <AuthLayout
        title={invited ? 'Welcome! Choose your password' : 'Choose a new password'}
        description={
          invited
            ? 'You have been invited to help run the website. Choose the password you will sign in with.'
            : 'Set the password you will use from now on.'
        }
      >
        <SetPasswordForm
          onSaved={() => {
            toast.success(
              invited
                ? 'Your password is saved. Welcome to the team!'
                : 'Your new password is saved. You are signed in.',
            );
            navigate(DEFAULT_AFTER_SIGN_IN, { replace: true });
          }}
        />
      </AuthLayout>
    );
  }

  if (signedIn || (user && isAdmin)) return <Navigate to={target} replace />;
  if (user && !isAdminChecked && !adminCheckFailed) return <Checking label="Checking your account" />;

  if (view === 'forgot-password') {
    return (
      <AuthLayout
        title="Reset your password"
        description="Enter the email address you sign in with and we will send you a link to choose a new password."
      >
        {linkError ? <Notice tone="danger">{linkError}</Notice> : null}
        <ForgotPasswordForm
          initialEmail={email}
          onBack={(typed) => {
            dismissLinkError();
            setEmail(typed);
            setView('sign-in');
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign in" description="For church administrators who manage the website's content.">
      {user ? (
        <Notice tone="info" action={<SignOutButton size="sm" />}>
          You are signed in as <strong>{user.email}</strong>. To manage the website, sign in with an
          administrator account.
        </Notice>
      ) : null}
      <SignInForm
        initialEmail={email}
        onSignedIn={() => setSignedIn(true)}
        onForgotPassword={(typed) => {
          setEmail(typed);
          setView('forgot-password');
        }}
      />
    </AuthLayout>
  );
}

function Checking({ label }: { label: string }) {
  return (
    <AuthLayout title="Sign in">
      <div className={styles.checking}>
        <Spinner size="lg" label={label} />
      </div>
    </AuthLayout>
  );
}
