import { expect } from 'vitest';
import type { Queryable } from '../../../db/database.ts';
import { becomeRole, expectRefusal, rolledBack, sqlError, type Role, useUsers } from './as-role.ts';
import { useEngine, type EngineName } from './engines.ts';
import type { Fixture } from './fixtures.ts';

/**
 * Every cell of the access matrix at the SQL level, as PostgREST runs a request: one transaction,
 * `set_config('role', …, true)` and `set_config('request.jwt.claims', …, true)`, then the statement.
 *
 * select:  visible = exactly the rows visitors may see · all = every row · own = the caller's rows ·
 *          none = no rows · denied = no privilege (42501)
 * insert:  ok · rls = refused by a policy (42501) · denied = no privilege (42501)
 * update/delete: all = every fixture row changed · none = no row changed · denied = no privilege
 */
export type SelectOutcome = 'visible' | 'all' | 'own' | 'none' | 'denied';
export type InsertOutcome = 'ok' | 'rls' | 'denied';
export type WriteOutcome = 'all' | 'none' | 'denied';
export interface Cell {
  select: SelectOutcome;
  insert: InsertOutcome;
  update: WriteOutcome;
  delete: WriteOutcome;
}

export const ROLES: Role[] = ['anon', 'member', 'admin'];

export async function checkWrite(outcome: WriteOutcome, fixture: Fixture, run: () => Promise<number>) {
  let affected = -1;
  const error = await sqlError(async () => {
    affected = await run();
  });
  if (outcome === 'denied') return expectRefusal(error, 'denied');
  expect(error).toBeNull();
  expect(affected).toBe(outcome === 'all' ? fixture.visible.length + fixture.hidden.length : 0);
}

export async function checkInsert(outcome: InsertOutcome, run: () => Promise<unknown>) {
  const error = await sqlError(run);
  if (outcome === 'ok') expect(error).toBeNull();
  else expectRefusal(error, outcome);
}

/** A fixture (inserted as the owner), then the caller's role, then `fn`; all rolled back. */
/**
 * Opens `engineName` with the matrix users for a describe block (useEngine, then useUsers) and returns
 * `asRole`: run the fixture as the owner, become the role, then the statement, all rolled back.
 */
export function useRoleMatrix(engineName: EngineName) {
  const engine = useEngine(engineName);
  const users = useUsers(engine);
  const asRole = <T>(
    role: Role,
    setup: (tx: Queryable) => Promise<Fixture>,
    fn: (tx: Queryable, fixture: Fixture) => Promise<T>,
  ) =>
    rolledBack(engine.db, async (tx) => {
      const fixture = await setup(tx);
      await becomeRole(tx, role, users());
      return fn(tx, fixture);
    });
  return { engine, users, asRole };
}
