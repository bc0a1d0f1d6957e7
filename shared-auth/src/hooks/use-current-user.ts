import type { User } from '@supabase/supabase-js';
import { useAuthStore } from '../store';

/** The signed-in user, or null. */
export const useCurrentUser = (): User | null => useAuthStore((state) => state.user);

/** True only once user_roles has confirmed the current user as an administrator. */
export const useIsAdmin = (): boolean => useAuthStore((state) => state.isAdmin);
