import { useCallback, useState } from 'react';
import { toast } from 'shared-ui';
import { useAuthStore } from '../store';

/**
 * Signs this browser out. Where the person goes next is decided by the page: inside /admin the guard
 * sends them to /auth, remembering the page they were on.
 */
export function useSignOut() {
  const signOutAction = useAuthStore((state) => state.signOut);
  const [isSigningOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    const failure = await signOutAction();
    setSigningOut(false);
    if (failure) toast.error(failure.message);
  }, [signOutAction]);
  return { signOut, isSigningOut };
}
