import { describe, expect, it } from 'vitest';
import { becomeRole, rolledBack, sqlError, useUsers } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

/** The rules the database keeps for the office's pages: settings shapes, the last admin, handled messages. */
describe.each(ENGINES)('office rules on %s', (engineName) => {
  const engine = useEngine(engineName);
  const users = useUsers(engine);

  describe('church_settings', () => {
    const update = (column: string, value: unknown) =>
      rolledBack(engine.db, async (tx) => {
        await becomeRole(tx, 'admin', users());
        return sqlError(() =>
          tx.query(`update public.church_settings set ${column} = $1`, [
            value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
          ]),
        );
      });

    it('holds exactly one row, which nobody can add to', async () => {
      const { rows } = await engine.db.query('select id from public.church_settings');
      expect(rows).toHaveLength(1);
      const error = await sqlError(() =>
        engine.db.query('insert into public.church_settings default values'),
      );
      expect(error?.code).toBe('23505');
    });

    it.each([
      ['phone', '+233 24 123 4567'],
      ['whatsapp', '+44 20 7946 0958'],
      ['ghanapost_gps', 'AK-039-5028'],
      ['map_url', 'https://maps.app.goo.gl/abc123'],
      [
        'service_times',
        [{ name: 'First Service', days: ['sunday'], time: '08:00', note: 'With children’s church' }],
      ],
      ['social_links', [{ label: 'Facebook', url: 'https://www.facebook.com/piwcasokwa' }]],
      ['mobile_money', [{ network: 'mtn', number: '+233 24 400 1234', account_name: 'PIWC Asokwa' }]],
      [
        'bank_accounts',
        [{ bank: 'GCB Bank', account_name: 'PIWC Asokwa', account_number: '1021 3040 5060' }],
      ],
    ])('an admin may set %s to a well-formed value', async (column, value) => {
      expect(await update(column, value)).toBeNull();
    });

    it.each([
      ['phone', '024 123 4567', 'church_settings_phone_format'],
      ['phone', '+233 1', 'church_settings_phone_format'],
      ['email', 'office at church', 'church_settings_email_valid'],
      ['ghanapost_gps', 'near the market', 'church_settings_ghanapost_gps_format'],
      ['map_url', 'javascript:alert(1)', 'church_settings_map_url_https'],
      ['latitude', 6.67, 'church_settings_coordinates_in_range'],
      [
        'service_times',
        [{ name: 'Service', days: ['sunday'], time: '8am' }],
        'church_settings_service_times_valid',
      ],
      [
        'service_times',
        [{ name: ' ', days: ['sunday'], time: '08:00' }],
        'church_settings_service_times_valid',
      ],
      [
        'service_times',
        [{ name: 'Service', days: [], time: '08:00' }],
        'church_settings_service_times_valid',
      ],
      [
        'service_times',
        [{ name: 'Service', days: ['sundays'], time: '08:00' }],
        'church_settings_service_times_valid',
      ],
      ['service_times', { name: 'Service' }, 'church_settings_service_times_valid'],
      ['social_links', [{ label: 'Site', url: 'http://example.com' }], 'church_settings_social_links_valid'],
      [
        'mobile_money',
        [{ network: 'vodafone', number: '+233 20 400 1234', account_name: 'PIWC' }],
        'church_settings_mobile_money_valid',
      ],
      [
        'bank_accounts',
        [{ bank: 'GCB', account_name: 'PIWC', account_number: '12' }],
        'church_settings_bank_accounts_valid',
      ],
      ['is_live', true, 'church_settings_live_needs_link'],
    ])('%s = %j is refused (%s)', async (column, value, constraint) => {
      const error = await update(column, value);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(constraint);
    });
  });

  describe('the last admin', () => {
    it('a user_roles admin row can go while another admin remains', async () => {
      const error = await rolledBack(engine.db, (tx) =>
        sqlError(() => tx.query(`delete from public.user_roles where user_id = $1`, [users().otherAdminId])),
      );
      expect(error).toBeNull();
    });

    it.each([
      ['its admin row', `delete from public.user_roles where user_id = $1`],
      ['its account (the foreign key cascades)', `delete from auth.users where id = $1`],
    ])('the last admin keeps %s', async (_what, sql) => {
      const error = await rolledBack(engine.db, async (tx) => {
        await tx.query(`delete from public.user_roles where role = 'admin' and user_id <> $1`, [
          users().adminId,
        ]);
        return sqlError(() => tx.query(sql, [users().adminId]));
      });
      expect(error?.message).toBe('The last administrator cannot be removed');
    });
  });

  describe('contact_messages.handled_at', () => {
    it('is stamped when a message is marked handled and cleared when that is undone', async () => {
      const stamps = await rolledBack(engine.db, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.contact_messages (name, email, message) values ('Ama', 'ama@example.com', 'Hi') returning id`,
        );
        const id = rows[0]!.id;
        await becomeRole(tx, 'admin', users());
        const read = async () =>
          (
            await tx.query<{ handled: boolean; stamped: boolean }>(
              'select handled, handled_at is not null as stamped from public.contact_messages where id = $1',
              [id],
            )
          ).rows[0];
        const before = await read();
        await tx.query('update public.contact_messages set handled = true where id = $1', [id]);
        const handled = await read();
        await tx.query('update public.contact_messages set handled = false where id = $1', [id]);
        return [before, handled, await read()];
      });
      expect(stamps).toEqual([
        { handled: false, stamped: false },
        { handled: true, stamped: true },
        { handled: false, stamped: false },
      ]);
    });

    it('cannot be written by an admin directly', async () => {
      const error = await rolledBack(engine.db, async (tx) => {
        await becomeRole(tx, 'admin', users());
        return sqlError(() => tx.query('update public.contact_messages set handled_at = now()'));
      });
      expect(error?.code).toBe('42501');
    });
  });
});
