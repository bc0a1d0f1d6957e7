import { useCallback, useState } from 'react';
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
    // Loaded on failure only: the shell's first load carries this hook but rarely needs a toast.
    if (failure) void import('shared-ui/notifications').then(({ toast }) => toast.error(failure.message));
  }, [signOutAction]);
  return { signOut, isSigningOut };
}
