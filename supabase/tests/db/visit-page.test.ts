import { describe, expect, it } from 'vitest';
import { becomeRole, rolledBack, sqlError, useUsers } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

/** The texts of "Plan your visit": one row the office edits, with limits a page can lay out. */
describe.each(ENGINES)('visit_page on %s', (engineName) => {
  const engine = useEngine(engineName);
  const users = useUsers(engine);

  const updateAsAdmin = (column: string, value: string | null) =>
    rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, 'admin', users());
      const error = await sqlError(() => tx.query(`update public.visit_page set ${column} = $1`, [value]));
      // A refused statement ends the transaction: there is nothing more to read.
      if (error) return { error, stored: undefined };
      const { rows } = await tx.query<Record<string, string | null>>(
        `select ${column} from public.visit_page`,
      );
      return { error, stored: rows[0]?.[column] };
    });

  it('holds exactly one row from the start, which nobody can add to', async () => {
    const { rows } = await engine.db.query('select id from public.visit_page');
    expect(rows).toHaveLength(1);
    const error = await sqlError(() => engine.db.query('insert into public.visit_page default values'));
    expect(error?.code).toBe('23505');
  });

  it('an admin may write each text, or clear it to hide its section', async () => {
    expect(await updateAsAdmin('parking', 'Free parking in the church yard.')).toEqual({
      error: null,
      stored: 'Free parking in the church yard.',
    });
    expect(await updateAsAdmin('childrens_church', null)).toEqual({ error: null, stored: null });
  });

  it.each([
    ['intro', 600],
    ['what_to_expect', 2000],
    ['parking', 1000],
    ['childrens_church', 1000],
    ['getting_here', 1000],
  ])('%s longer than %i characters is refused', async (column, limit) => {
    expect((await updateAsAdmin(column, 'a'.repeat(limit))).error).toBeNull();
    const { error } = await updateAsAdmin(column, 'a'.repeat(limit + 1));
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(`visit_page_${column}_length`);
  });
});
