import { getSupabase } from '../supabase-client';

/**
 * The one product-level read of [spec §7](../../../docs/spec.md#7-the-calls-it-makes): a user_roles row
 * with role admin for this user, at most one.
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
