import { beforeAll, expect } from 'vitest';
import type { Database, Queryable } from '../../../db/database.ts';

export type Role = 'anon' | 'member' | 'admin';

export interface Users {
  adminId: string;
  memberId: string;
  otherAdminId: string;
}

class Rollback extends Error {
  constructor(readonly value: unknown) {
    super('rollback');
  }
}

/** Runs `fn` in a transaction that is always rolled back, so every test leaves the data as it was. */
export async function rolledBack<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}

export function claimsFor(role: Role, users: Users): Record<string, unknown> {
  if (role === 'anon') return { role: 'anon' };
  const sub = role === 'admin' ? users.adminId : users.memberId;
  return {
    sub,
    role: 'authenticated',
    aud: 'authenticated',
    email: role === 'admin' ? 'rls-admin@example.com' : 'rls-member@example.com',
    aal: 'aal1',
    is_anonymous: false,
  };
}

/** Becomes `role` for the rest of the transaction exactly as PostgREST does it. */
export async function becomeRole(tx: Queryable, role: Role, users: Users): Promise<void> {
  const claims = claimsFor(role, users);
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
            set_config('request.method', 'POST', true)`,
    [claims.role as string, JSON.stringify(claims)],
  );
}

export async function createUsers(db: Queryable): Promise<Users> {
  const insertUser = async (email: string) =>
    (
      await db.query<{ id: string }>(
        `insert into auth.users (email, email_confirmed_at) values ($1, now())
         on conflict (email) do update set updated_at = now() returning id`,
        [email],
      )
    ).rows[0]!.id;
  const adminId = await insertUser('rls-admin@example.com');
  const memberId = await insertUser('rls-member@example.com');
  const otherAdminId = await insertUser('rls-other-admin@example.com');
  await db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'admin'), ($2, 'admin') on conflict do nothing`,
    [adminId, otherAdminId],
  );
  return { adminId, memberId, otherAdminId };
}

/**
 * Registers a beforeAll that creates the users (createUsers) once `engine`'s database is open (register it after
 * useEngine); the tests read them with the function it returns.
 */
export function useUsers(engine: { readonly db: Queryable }): () => Users {
  let users: Users | undefined;
  beforeAll(async () => {
    users = await createUsers(engine.db);
  });
  return () => {
    if (!users) throw new Error('the users are created in beforeAll: read them in a test or a hook');
    return users;
  };
}

export interface SqlError {
  code: string;
  message: string;
}

/** The error a statement raised, or null; anything but a Postgres error is rethrown. */
export async function sqlError(run: () => Promise<unknown>): Promise<SqlError | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const e = error as { code?: string; message?: string };
    if (!e.code) throw error;
    return { code: e.code, message: e.message ?? '' };
  }
}

/** A refusal by privileges (`denied`) or by a row-level security policy (`rls`): SQLSTATE 42501 either way. */
export function expectRefusal(error: { code: string; message: string } | null, kind: 'denied' | 'rls') {
  expect(error, `expected ${kind}`).not.toBeNull();
  expect(error!.code).toBe('42501');
  expect(error!.message).toMatch(kind === 'denied' ? /permission denied/ : /row-level security/);
}
