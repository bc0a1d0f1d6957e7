import { describe, expect, it } from 'vitest';
import {
  becomeRole,
  expectRefusal,
  rolledBack,
  sqlError,
  type Role,
  useUsers,
} from '../db/helpers/as-role.ts';
import { ENGINES, useEngine } from '../db/helpers/engines.ts';

// The functions every policy is written with: what they answer inside and after a request.
describe.each(ENGINES)('auth helpers on %s', (engineName) => {
  const engine = useEngine(engineName);
  const users = useUsers(engine);

  describe('auth.uid(), auth.role(), auth.email(), auth.jwt() as hosted defines them', () => {
    const read = (settings: Record<string, string>) =>
      rolledBack(engine.db, async (tx) => {
        for (const [name, value] of Object.entries(settings)) {
          await tx.query('select set_config($1, $2, true)', [name, value]);
        }
        const { rows } = await tx.query<{
          uid: string | null;
          role: string | null;
          email: string | null;
          jwt: unknown;
        }>('select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt');
        return rows[0]!;
      });
    const sub = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
    const legacySub = '0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d';
    const claims = { sub, role: 'authenticated', email: 'ama@example.com', aal: 'aal1' };

    it('read the request.jwt.claims JSON that PostgREST sets', async () => {
      expect(await read({ 'request.jwt.claims': JSON.stringify(claims) })).toEqual({
        uid: sub,
        role: 'authenticated',
        email: 'ama@example.com',
        jwt: claims,
      });
    });

    it('prefer the legacy per-claim settings when they are set', async () => {
      expect(
        await read({
          'request.jwt.claims': JSON.stringify(claims),
          'request.jwt.claim.sub': legacySub,
          'request.jwt.claim.role': 'service_role',
          'request.jwt.claim.email': 'legacy@example.com',
          'request.jwt.claim': JSON.stringify({ sub: legacySub }),
        }),
      ).toEqual({
        uid: legacySub,
        role: 'service_role',
        email: 'legacy@example.com',
        jwt: { sub: legacySub },
      });
    });

    it('treat empty settings as absent', async () => {
      expect(
        await read({
          'request.jwt.claim.sub': '',
          'request.jwt.claim.role': '',
          'request.jwt.claim.email': '',
          'request.jwt.claim': '',
          'request.jwt.claims': JSON.stringify(claims),
        }),
      ).toEqual({ uid: sub, role: 'authenticated', email: 'ama@example.com', jwt: claims });
      expect(await read({ 'request.jwt.claims': '' })).toEqual({
        uid: null,
        role: null,
        email: null,
        jwt: null,
      });
    });

    it('return null once a request’s transaction has ended', async () => {
      await read({ 'request.jwt.claims': JSON.stringify(claims) });
      expect(await read({})).toEqual({ uid: null, role: null, email: null, jwt: null });
    });
  });

  it('private.is_admin() answers for the caller only, and not for visitors', async () => {
    const answers = await Promise.all(
      (['member', 'admin'] as Role[]).map((role) =>
        rolledBack(engine.db, async (tx) => {
          await becomeRole(tx, role, users());
          return (await tx.query<{ is_admin: boolean }>('select private.is_admin() as is_admin')).rows[0]!
            .is_admin;
        }),
      ),
    );
    expect(answers).toEqual([false, true]);
    await rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, 'anon', users());
      expectRefusal(await sqlError(() => tx.query('select private.is_admin()')), 'denied');
    });
  });
});
