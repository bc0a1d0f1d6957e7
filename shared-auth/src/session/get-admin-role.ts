import { signedInReader } from '../supabase-client';

/**
 * The one product-level read of [spec §7](../../../docs/spec.md#7-the-calls-it-makes): a user_roles row
 * with role admin for this user, at most one, asked as the person whose access token this is.
 * Resolves to true/false, or throws when the answer could not be had (network, server, RLS error).
 */
export async function getIsAdmin(userId: string, accessToken: string): Promise<boolean> {
  const { data, error } = await signedInReader(accessToken)
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .maybeSingle();
  if (error) throw error;
  return data !== null;
}
