import bcrypt from 'bcryptjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin, revokeAdmin } from '../../db/admin.ts';
import { devUsers, ensureDevUsers, formatDevUsers } from '../../db/dev-users.ts';
import { rolledBack } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

// The development users the seed creates (ensureDevUsers), and pnpm admin:grant / admin:revoke.
describe.each(ENGINES)('dev users on %s', (engineName) => {
  const engine = useEngine(engineName);

  beforeAll(async () => {
    await ensureDevUsers(engine.db, {});
  });

  it('creates the confirmed dev users, only the admin with an admin role', async () => {
    const { admin, member } = devUsers({});
    const { rows } = await engine.db.query<{
      email: string;
      encrypted_password: string;
      email_confirmed_at: Date | null;
      is_admin: boolean;
    }>(
      `select u.email, u.encrypted_password, u.email_confirmed_at,
              exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin
         from auth.users u order by u.email`,
    );
    expect(rows.map((r) => [r.email, r.is_admin])).toEqual([
      [admin.email, true],
      [member.email, false],
    ]);
    for (const [row, user] of [
      [rows[0]!, admin],
      [rows[1]!, member],
    ] as const) {
      expect(row.email_confirmed_at).not.toBeNull();
      expect(row.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
      expect(await bcrypt.compare(user.password, row.encrypted_password)).toBe(true);
    }
  });

  it('the dev users follow the environment and are printed for the start command', async () => {
    const env = {
      DEV_ADMIN_EMAIL: 'Pastor@Example.org',
      DEV_ADMIN_PASSWORD: 'a-long-secret',
      DEV_MEMBER_EMAIL: 'usher@example.org',
      DEV_MEMBER_PASSWORD: 'another-secret',
    };
    expect(devUsers(env)).toEqual({
      admin: { email: 'pastor@example.org', password: 'a-long-secret', admin: true },
      member: { email: 'usher@example.org', password: 'another-secret', admin: false },
    });
    const printed = formatDevUsers(env);
    for (const text of [
      'pastor@example.org',
      'a-long-secret',
      'usher@example.org',
      'another-secret',
      'pnpm admin:grant',
    ]) {
      expect(printed).toContain(text);
    }
    const admins = await rolledBack(engine.db, async (tx) => {
      await ensureDevUsers(tx, env);
      return (
        await tx.query<{ email: string }>(
          `select u.email from auth.users u join public.user_roles r on r.user_id = u.id
            where r.role = 'admin' and u.email in ('pastor@example.org', 'usher@example.org')`,
        )
      ).rows;
    });
    expect(admins).toEqual([{ email: 'pastor@example.org' }]);
  });

  it('grantAdmin and revokeAdmin change what private.is_admin() answers for that user', async () => {
    await ensureDevUsers(engine.db, {});
    const isAdmin = (email: string) =>
      rolledBack(engine.db, async (tx) => {
        const { rows } = await tx.query<{ id: string }>('select id from auth.users where email = $1', [
          email,
        ]);
        await tx.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify({ sub: rows[0]!.id, role: 'authenticated' })],
        );
        return (await tx.query<{ a: boolean }>('select private.is_admin() as a')).rows[0]!.a;
      });
    expect(await isAdmin('member@example.com')).toBe(false);
    expect(await grantAdmin(engine.db, 'Member@Example.com')).toMatchObject({
      email: 'member@example.com',
      changed: true,
    });
    expect(await isAdmin('member@example.com')).toBe(true);
    expect((await grantAdmin(engine.db, 'member@example.com')).changed).toBe(false);
    expect((await revokeAdmin(engine.db, 'member@example.com')).changed).toBe(true);
    expect(await isAdmin('member@example.com')).toBe(false);
    expect((await revokeAdmin(engine.db, 'member@example.com')).changed).toBe(false);
    await expect(grantAdmin(engine.db, 'nobody@example.com')).rejects.toThrow(
      /No user with e-mail nobody@example.com/,
    );
  });
});
