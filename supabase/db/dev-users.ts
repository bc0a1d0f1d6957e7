import bcrypt from 'bcryptjs';
import type { Queryable } from './database.ts';

export interface DevUser {
  email: string;
  password: string;
  admin: boolean;
}

/** The two development accounts; override with DEV_ADMIN_EMAIL / _PASSWORD and DEV_MEMBER_EMAIL / _PASSWORD. */
export function devUsers(env: NodeJS.ProcessEnv = process.env): { admin: DevUser; member: DevUser } {
  return {
    admin: {
      email: (env.DEV_ADMIN_EMAIL || 'admin@example.com').toLowerCase(),
      password: env.DEV_ADMIN_PASSWORD || 'admin-dev-password',
      admin: true,
    },
    member: {
      email: (env.DEV_MEMBER_EMAIL || 'member@example.com').toLowerCase(),
      password: env.DEV_MEMBER_PASSWORD || 'member-dev-password',
      admin: false,
    },
  };
}

/** Lines for the start command to print. */
export function formatDevUsers(env: NodeJS.ProcessEnv = process.env): string {
  const { admin, member } = devUsers(env);
  return [
    'Development sign-ins:',
    `  admin   ${admin.email} / ${admin.password}`,
    `  member  ${member.email} / ${member.password}  (not an admin)`,
    'Grant or revoke admin: pnpm admin:grant EMAIL · pnpm admin:revoke EMAIL',
  ].join('\n');
}

export function printDevUsers(env: NodeJS.ProcessEnv = process.env): void {
  console.log(formatDevUsers(env));
}

/** GoTrue stores bcrypt hashes; cost 10 is its default. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 10);
}

/** Creates (or updates the password of) a confirmed e-mail user and returns its id. */
export async function upsertConfirmedUser(
  db: Queryable,
  email: string,
  password: string,
  userMetadata: Record<string, unknown> = {},
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, confirmed_at, raw_user_meta_data)
     values (lower($1), $2, now(), now(), $3)
     on conflict (email) do update set encrypted_password = excluded.encrypted_password, updated_at = now()
     returning id`,
    [email, await hashPassword(password), JSON.stringify(userMetadata)],
  );
  return rows[0]!.id;
}

export async function ensureDevUsers(db: Queryable, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  for (const user of Object.values(devUsers(env))) {
    const id = await upsertConfirmedUser(db, user.email, user.password);
    if (user.admin) {
      await db.query(
        `insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id, role) do nothing`,
        [id],
      );
    }
  }
}
