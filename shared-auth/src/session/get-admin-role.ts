import { getSupabase } from '../supabase-client';

/**
 * The spec's one product-level read (§7): a user_roles row with role admin for this user, at most one.
 * Resolves to true/false, or throws when the answer could not be had (network, server, RLS error).
 */
export async function getIsAdmin(userId: string): Promise<boolean> {
  const { data, error } = await getSupabase()
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle();
  if (error) throw error;
  return data !== null;
}
