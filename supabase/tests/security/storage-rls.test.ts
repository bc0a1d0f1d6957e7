import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { becomeRole, rolledBack, sqlError, type Role } from '../db/helpers/as-role.ts';
import { ENGINES } from '../db/helpers/engines.ts';
import type { Fixture } from '../db/helpers/fixtures.ts';
import { checkInsert, checkWrite, ROLES, useRoleMatrix, type Cell } from '../db/helpers/rls-outcomes.ts';

// The storage cells of the access matrix (rls-matrix.test.ts): objects by bucket, and buckets, as each role.
const STORAGE: Record<Role, Cell> = {
  anon: { select: 'none', insert: 'rls', update: 'none', delete: 'none' },
  member: { select: 'none', insert: 'rls', update: 'none', delete: 'none' },
  admin: { select: 'all', insert: 'ok', update: 'all', delete: 'all' },
};

describe.each(ENGINES)('storage RLS on %s', (engineName) => {
  const { engine, users, asRole } = useRoleMatrix(engineName);

  describe.each(['images', 'sermon-presentations', 'sermon-audio'])(
    'storage.objects in bucket %s',
    (bucket) => {
      const setup = async (tx: Queryable): Promise<Fixture> => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, metadata) values ($1, 'fixtures/existing.bin', '{}') returning id`,
          [bucket],
        );
        return { visible: [], hidden: [rows[0]!.id], parents: {} };
      };

      it.each(ROLES)('list (select) as %s', async (role) => {
        await asRole(role, setup, async (tx, fixture) => {
          const ids = (
            await tx.query<{ id: string }>('select id from storage.objects where bucket_id = $1', [bucket])
          ).rows;
          expect(ids.map((r) => r.id)).toEqual(STORAGE[role].select === 'all' ? fixture.hidden : []);
        });
      });

      it.each(ROLES)('upload (insert) as %s', async (role) => {
        await asRole(role, setup, (tx) =>
          checkInsert(STORAGE[role].insert, () =>
            tx.query(
              `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, 'new/file.bin', auth.uid(), '{}')`,
              [bucket],
            ),
          ),
        );
      });

      it.each(ROLES)('replace (update) as %s', async (role) => {
        await asRole(role, setup, (tx, fixture) =>
          checkWrite(
            STORAGE[role].update,
            fixture,
            async () =>
              (
                await tx.query(`update storage.objects set metadata = '{"size":1}' where bucket_id = $1`, [
                  bucket,
                ])
              ).affectedRows,
          ),
        );
      });

      // The Storage API deletes with `storage.allow_delete_query` set (plain SQL is refused); RLS still decides.
      it.each(ROLES)('remove (delete) as %s, through the Storage API', async (role) => {
        await asRole(role, setup, async (tx, fixture) => {
          await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
          await checkWrite(
            STORAGE[role].delete,
            fixture,
            async () =>
              (await tx.query('delete from storage.objects where bucket_id = $1', [bucket])).affectedRows,
          );
        });
      });

      it.each(ROLES)('remove (delete) as %s in plain SQL is refused, whatever the policies', async (role) => {
        await asRole(role, setup, async (tx) => {
          const error = await sqlError(() =>
            tx.query('delete from storage.objects where bucket_id = $1', [bucket]),
          );
          expect(error).toMatchObject({
            code: '42501',
            message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
          });
        });
      });
    },
  );

  it('admins cannot upload into a bucket the policies do not name', async () => {
    await rolledBack(engine.db, async (tx) => {
      await tx.query(`insert into storage.buckets (id, name) values ('elsewhere', 'elsewhere')`);
      await becomeRole(tx, 'admin', users());
      await checkInsert('rls', () =>
        tx.query(
          `insert into storage.objects (bucket_id, name, metadata) values ('elsewhere', 'a.bin', '{}')`,
        ),
      );
    });
  });

  it.each(ROLES)('buckets are not listed through SQL (%s)', async (role) => {
    await rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, role, users());
      expect((await tx.query('select id from storage.buckets')).rows).toEqual([]);
    });
  });
});
