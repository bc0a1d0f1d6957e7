// The service-role calls the team function makes: GoTrue's admin API and user_roles through PostgREST.
// The service-role key never leaves the function.
import type { Env } from '../_shared/runtime.ts';

export interface AuthUser {
  id: string;
  email?: string;
  email_confirmed_at?: string;
  invited_at?: string;
  last_sign_in_at?: string;
  created_at: string;
}

export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string; message?: string; details?: string; error_code?: string },
  ) {
    super(body.message ?? `service answered ${status}`);
  }
}

const PAGE = 200;

export function serviceClient(env: Env) {
  const url = env('SUPABASE_URL')!;
  const key = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      ...init,
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    const text = await response.text();
    const body = text ? JSON.parse(text) : null;
    if (!response.ok) throw new ServiceError(response.status, body ?? {});
    return body as T;
  };
  return {
    async listUsers(): Promise<AuthUser[]> {
      const users: AuthUser[] = [];
      for (let page = 1; ; page += 1) {
        const batch = await call<{ users: AuthUser[] }>(`/auth/v1/admin/users?page=${page}&per_page=${PAGE}`);
        users.push(...batch.users);
        if (batch.users.length < PAGE) return users;
      }
    },
    getUser: (id: string) => call<AuthUser>(`/auth/v1/admin/users/${encodeURIComponent(id)}`),
    invite: (email: string, redirectTo: string | undefined) =>
      call<AuthUser>(`/auth/v1/invite${redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : ''}`, {
        method: 'POST',
        body: JSON.stringify({ email }),
      }),
    deleteUser: (id: string) =>
      call<unknown>(`/auth/v1/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    adminIds: async () =>
      (await call<{ user_id: string }[]>('/rest/v1/user_roles?select=user_id&role=eq.admin')).map(
        (r) => r.user_id,
      ),
    grantAdmin: (id: string) =>
      call<unknown>('/rest/v1/user_roles?on_conflict=user_id,role', {
        method: 'POST',
        headers: { Prefer: 'resolution=ignore-duplicates,return=minimal' },
        body: JSON.stringify({ user_id: id, role: 'admin' }),
      }),
    revokeAdmin: (id: string) =>
      call<unknown>(`/rest/v1/user_roles?user_id=eq.${encodeURIComponent(id)}&role=eq.admin`, {
        method: 'DELETE',
        headers: { Prefer: 'return=minimal' },
      }),
  };
}

export type ServiceClient = ReturnType<typeof serviceClient>;
