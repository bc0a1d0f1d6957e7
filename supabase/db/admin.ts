import type { Queryable } from './database.ts';

export interface AdminChange {
  email: string;
  userId: string;
  /** false when the user already was (grant) or already was not (revoke) an admin. */
  changed: boolean;
}

async function userIdByEmail(db: Queryable, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from auth.users where email = lower($1)', [
    email,
  ]);
  if (!rows[0]) throw new Error(`No user with e-mail ${email}. The user must sign up (or be seeded) first.`);
  return rows[0].id;
}

export async function grantAdmin(db: Queryable, email: string): Promise<AdminChange> {
  const userId = await userIdByEmail(db, email);
  const { affectedRows } = await db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id, role) do nothing`,
    [userId],
  );
  return { email: email.toLowerCase(), userId, changed: affectedRows > 0 };
}

export async function revokeAdmin(db: Queryable, email: string): Promise<AdminChange> {
  const userId = await userIdByEmail(db, email);
  const { affectedRows } = await db.query(
    `delete from public.user_roles where user_id = $1 and role = 'admin'`,
    [userId],
  );
  return { email: email.toLowerCase(), userId, changed: affectedRows > 0 };
}
