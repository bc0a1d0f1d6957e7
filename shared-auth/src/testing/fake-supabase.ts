import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { vi } from 'vitest';

interface LookupResult {
  data: { role: string } | null;
  error: { message: string } | null;
}

/** One user_roles lookup the code under test started; the test decides when and how it answers. */
export interface PendingLookup {
  /** The token it was asked with (signedInReader's). */
  accessToken: string | undefined;
  filters: [string, unknown][];
  table: string;
  columns: string;
  answer: (result: LookupResult) => Promise<void>;
  admin: () => Promise<void>;
  notAdmin: () => Promise<void>;
  fail: () => Promise<void>;
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function fakeUser(id = 'user-1', email = `${id}@example.com`): User {
  return {
    id,
    email,
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
  } as User;
}

export function fakeSession(user: User = fakeUser(), accessToken = `token-${user.id}`): Session {
  return {
    access_token: accessToken,
    refresh_token: `refresh-${user.id}`,
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user,
  };
}

/** A stand-in for the Supabase client with just what shared-auth calls; lookups answer on demand. */
export function createFakeSupabase() {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | null = null;
  const lookups: PendingLookup[] = [];
  const unsubscribe = vi.fn(() => {
    listener = null;
  });

  const from = vi.fn((table: string, accessToken?: string) => {
    const lookup = { accessToken, table, columns: '', filters: [] as [string, unknown][] };
    const builder = {
      select(columns: string) {
        lookup.columns = columns;
        return builder;
      },
      eq(column: string, value: unknown) {
        lookup.filters.push([column, value]);
        return builder;
      },
      maybeSingle() {
        return new Promise<LookupResult>((resolve) => {
          const answer = async (result: LookupResult) => {
            resolve(result);
            await flush();
          };
          lookups.push({
            ...lookup,
            answer,
            admin: () => answer({ data: { role: 'admin' }, error: null }),
            notAdmin: () => answer({ data: null, error: null }),
            fail: () => answer({ data: null, error: { message: 'TypeError: Failed to fetch' } }),
          });
        });
      },
    };
    return builder;
  });

  const auth = {
    onAuthStateChange: vi.fn((callback: (event: AuthChangeEvent, session: Session | null) => void) => {
      listener = callback;
      return { data: { subscription: { id: 'sub', callback, unsubscribe } } };
    }),
    signInWithPassword: vi.fn(async () => ({ data: {}, error: null as unknown })),
    signOut: vi.fn(async () => ({ error: null as unknown })),
    resetPasswordForEmail: vi.fn(async () => ({ data: {}, error: null as unknown })),
    updateUser: vi.fn(async () => ({ data: {}, error: null as unknown })),
  };

  /** shared-auth's signedInReader: reads as the person whose token this is. */
  const signedInReader = vi.fn((accessToken: string) => ({
    from: (table: string) => from(table, accessToken),
  }));

  return {
    client: { from, auth },
    from,
    signedInReader,
    auth,
    unsubscribe,
    lookups,
    /** The latest lookup started. */
    lastLookup: () => {
      const last = lookups.at(-1);
      if (!last) throw new Error('no lookup was started');
      return last;
    },
    /** Delivers an auth event as the client would. */
    emit(event: AuthChangeEvent, session: Session | null) {
      if (!listener) throw new Error('nobody listens to auth events');
      listener(event, session);
    },
    hasListener: () => listener !== null,
    /** The next call of `method` is refused as the auth API refuses: no data, and `error`. */
    refuseNext(method: 'signInWithPassword' | 'resetPasswordForEmail' | 'updateUser', error: unknown) {
      auth[method].mockResolvedValueOnce({ data: {}, error });
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
