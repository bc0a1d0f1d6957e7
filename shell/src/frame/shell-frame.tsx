import { Outlet } from 'react-router-dom';
import { useRecoveryRedirect } from 'shared-auth';
import { useScrollToTopOnNavigation } from '../smooth-scroll/use-scroll-to-top';

/**
 * Wraps every route: path changes start at the top of the page, and a password-reset link that
 * lands anywhere but /auth (hosted Supabase falls back to the Site URL) still reaches the reset form.
 */
export function ShellFrame() {
  useScrollToTopOnNavigation();
  useRecoveryRedirect();
  return <Outlet />;
}
