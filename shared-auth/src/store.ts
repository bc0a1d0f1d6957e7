import type { Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { getSupabase } from './supabase-client';

export interface AuthState {
  session: Session | null;
  user: User | null;
  isAdmin: boolean;
  isAdminChecked: boolean;
  loading: boolean;
  signOut: () => Promise<void>;
}

export const useAuthStore = create<AuthState>()(() => ({
  session: null,
  user: null,
  isAdmin: false,
  isAdminChecked: false,
  loading: true,
  signOut: async () => {
    await getSupabase().auth.signOut();
  },
}));

let lookupSeq = 0;

async function lookUpAdmin(user: User): Promise<void> {
  const seq = ++lookupSeq;
  const { data, error } = await getSupabase()
    .from('user_roles')
    .select('role')
    .eq('user_id', user.id)
    .eq('role', 'admin')
    .maybeSingle();
  // A newer auth change started its own lookup; this answer is stale.
  if (seq !== lookupSeq) return;
  useAuthStore.setState({ isAdmin: !error && data !== null, isAdminChecked: !error });
}

/** Subscribes once to the client's auth events; returns the unsubscribe. Called by the shell. */
export function startAuthListener(): () => void {
  const { data } = getSupabase().auth.onAuthStateChange((_event, session) => {
    const user = session?.user ?? null;
    if (!user) {
      lookupSeq++;
      useAuthStore.setState({ session: null, user: null, isAdmin: false, isAdminChecked: false, loading: false });
      return;
    }
    useAuthStore.setState({ session, user, loading: false });
    // Supabase advises against awaiting client calls inside the callback (it holds the auth lock).
    setTimeout(() => void lookUpAdmin(user), 0);
  });
  return () => data.subscription.unsubscribe();
}
