import type { Queryable } from '../../db/database.ts';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  recovery_sent_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  banned_until: string | null;
  is_anonymous: boolean;
  created_at: string;
  updated_at: string;
}

// Selected as JSON text so PGlite and a PostgreSQL server give the same timestamp strings.
const USER_SQL = `select row_to_json(u)::text as j from auth.users u where `;

async function one(db: Queryable, where: string, value: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<{ j: string }>(`${USER_SQL}${where} = $1 and u.deleted_at is null`, [
    value,
  ]);
  return rows[0] ? (JSON.parse(rows[0].j) as UserRow) : undefined;
}

export const findUserById = (db: Queryable, id: string) => one(db, 'u.id::text', id);
export const findUserByEmail = (db: Queryable, email: string) =>
  one(db, 'u.email', email.trim().toLowerCase());

/** GoTrue's user JSON (internal/models/user.go). */
export function userJson(u: UserRow) {
  const appMeta = u.raw_app_meta_data ?? { provider: 'email', providers: ['email'] };
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: u.email_confirmed_at ?? undefined,
    phone: u.phone ?? '',
    phone_confirmed_at: u.phone_confirmed_at ?? undefined,
    confirmed_at: u.confirmed_at ?? u.email_confirmed_at ?? undefined,
    invited_at: u.invited_at ?? undefined,
    confirmation_sent_at: u.confirmation_sent_at ?? undefined,
    recovery_sent_at: u.recovery_sent_at ?? undefined,
    last_sign_in_at: u.last_sign_in_at ?? undefined,
    banned_until: u.banned_until ?? undefined,
    app_metadata: appMeta,
    user_metadata: u.raw_user_meta_data ?? {},
    identities: u.email
      ? [
          {
            identity_id: u.id,
            id: u.id,
            user_id: u.id,
            identity_data: {
              email: u.email,
              email_verified: Boolean(u.email_confirmed_at),
              phone_verified: false,
              sub: u.id,
            },
            provider: 'email',
            last_sign_in_at: u.last_sign_in_at ?? u.created_at,
            created_at: u.created_at,
            updated_at: u.updated_at,
            email: u.email,
          },
        ]
      : [],
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: u.is_anonymous,
  };
}
