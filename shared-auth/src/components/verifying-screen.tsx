import { RotateCw } from 'lucide-react';
import { Button } from 'shared-ui';
import { useDocumentTitle } from '../hooks/use-document-title';
import { recheckAdmin } from '../session/admin-lookup';
import { useAuthStore } from '../store';
import { SignOutButton } from './sign-out-button';
import { StatusScreen } from './status-screen';
import styles from './verifying-screen.module.css';

/**
 * Guard state 3: signed in, admin not (yet) confirmed.
 * [Spec §4](../../../docs/spec.md#4-states-and-transitions) keeps a non-admin here with no
 * separate "denied" message, so the screen offers a way out instead: sign out.
 */
export function VerifyingScreen() {
  const email = useAuthStore((state) => state.user?.email);
  const checkFailed = useAuthStore((state) => state.adminCheckFailed);
  useDocumentTitle('Verifying admin access');
  return (
    <StatusScreen label="Checking your privileges">
      <h1 className={styles.title}>Verifying Admin Access...</h1>
      <p className={styles.text}>Please wait while we check your privileges.</p>
      {checkFailed ? (
        <div role="alert" className={styles.problem}>
          <p className={styles.text}>We could not reach the server to finish the check.</p>
          <Button variant="primary" icon={<RotateCw size={18} />} onClick={recheckAdmin}>
            Try again
          </Button>
        </div>
      ) : null}
      <div className={styles.account}>
        {email ? <p className={styles.signedInAs}>Signed in as {email}</p> : null}
        <SignOutButton />
      </div>
    </StatusScreen>
  );
}
