import { randomBytes } from 'node:crypto';
import type { RouteContext } from '../http/context.ts';
import { authError, validationFailed } from './errors.ts';
import {
  checkPasswordStrength,
  hashPassword,
  optionalString,
  readAuthBody,
  sendAuth,
  validEmail,
} from './request.ts';
import { findUserByEmail, findUserById, userJson, type UserRow } from './users.ts';

/** GoTrue's /admin/users endpoints (internal/api/admin.go, pagination.go); callers hold the service-role key. */

const DEFAULT_PER_PAGE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pageParam(ctx: RouteContext, name: string, fallback: number): number {
  const raw = ctx.url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw))
    throw validationFailed(`Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`);
  const value = Number(raw);
  if (name === 'per_page' && value === 0)
    throw validationFailed('Bad Pagination Parameters: per_page must be greater than 0');
  return value;
}

/** GET /admin/users?page=&per_page=&filter=: newest first, `X-Total-Count` and a `Link` to the next and last pages. */
export async function listUsers(ctx: RouteContext): Promise<void> {
  const page = Math.max(pageParam(ctx, 'page', 1), 1);
  const perPage = pageParam(ctx, 'per_page', DEFAULT_PER_PAGE);
  const sort = ctx.url.searchParams.get('sort') ?? 'created_at desc';
  const order = /^created_at(?: (asc|desc))?$/i.exec(sort.trim());
  if (!order) throw validationFailed('Bad Sort Parameters: created_at is the only sort field supported');
  const filter = ctx.url.searchParams.get('filter') ?? '';
  const where = `deleted_at is null and coalesce(aud, 'authenticated') = 'authenticated'
    and ($1 = '' or email ilike '%' || $1 || '%' or raw_user_meta_data ->> 'full_name' ilike '%' || $1 || '%')`;
  const [{ rows }, counted] = await Promise.all([
    ctx.state.db.query<{ j: string }>(
      `select row_to_json(u)::text as j from auth.users u where ${where}
        order by created_at ${order[1]?.toLowerCase() === 'asc' ? 'asc' : 'desc'}, id limit $2 offset $3`,
      [filter, perPage, (page - 1) * perPage],
    ),
    ctx.state.db.query<{ n: string }>(`select count(*)::text as n from auth.users where ${where}`, [filter]),
  ]);
  const total = Number(counted.rows[0]!.n);
  const lastPage = Math.ceil(total / perPage);
  // GoTrue links relative to the path it was asked for, with the query re-encoded (keys in order).
  const link = (p: number) => {
    const query = new URLSearchParams(ctx.url.searchParams);
    query.set('page', String(p));
    query.sort();
    return `</admin/users?${query.toString()}>`;
  };
  const links = [
    ...(lastPage > page ? [`${link(page + 1)}; rel="next"`] : []),
    `${link(lastPage)}; rel="last"`,
  ];
  ctx.res.setHeader('Link', links.join(', '));
  ctx.res.setHeader('X-Total-Count', String(total));
  sendAuth(ctx, 200, {
    users: rows.map((r) => userJson(JSON.parse(r.j) as UserRow)),
    aud: 'authenticated',
  });
}

async function loadUser(ctx: RouteContext, id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw authError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(ctx.state.db, id);
  if (!user) throw authError(404, 'user_not_found', 'User not found');
  return user;
}

export async function getUserById(ctx: RouteContext, id: string): Promise<void> {
  sendAuth(ctx, 200, userJson(await loadUser(ctx, id)));
}

function metadata(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw authError(400, 'bad_json', 'Could not parse request body as JSON');
  return value as Record<string, unknown>;
}

/** "876000h", "30m", "1h30m" or "none" (Go's time.ParseDuration, the units GoTrue's callers use). */
function banUntil(value: string): string | null {
  if (value === 'none') return null;
  const match = /^((?:\d+(?:\.\d+)?(?:h|m|s|ms))+)$/.exec(value);
  if (!match) throw validationFailed(`invalid format for ban duration: time: invalid duration "${value}"`);
  const ms = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)].reduce(
    (sum, [, n, unit]) => sum + Number(n) * { h: 3_600_000, m: 60_000, s: 1000, ms: 1 }[unit as 'h']!,
    0,
  );
  return new Date(Date.now() + ms).toISOString();
}

/** POST /admin/users: email (+ password, generated if absent), email_confirm, user_metadata, app_metadata. */
export async function createUser(ctx: RouteContext): Promise<void> {
  const body = await readAuthBody(ctx);
  if (optionalString(body, 'phone'))
    throw authError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = validEmail(
    optionalString(body, 'email'),
    'Cannot create a user without either an email or phone',
  );
  if (await findUserByEmail(ctx.state.db, email))
    throw authError(422, 'email_exists', 'A user with this email address has already been registered');
  const password = optionalString(body, 'password');
  if (password !== undefined) checkPasswordStrength(password);
  const confirm = body.email_confirm === true;
  const { rows } = await ctx.state.db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, confirmed_at, raw_user_meta_data, raw_app_meta_data)
     values ($1, $2, case when $3 then now() end, case when $3 then now() end, $4,
             '{"provider":"email","providers":["email"]}'::jsonb || $5::jsonb)
     returning id::text`,
    [
      email,
      await hashPassword(password ?? randomBytes(32).toString('hex')),
      confirm,
      JSON.stringify(metadata(body, 'user_metadata') ?? {}),
      JSON.stringify(metadata(body, 'app_metadata') ?? {}),
    ],
  );
  sendAuth(ctx, 200, userJson((await findUserById(ctx.state.db, rows[0]!.id))!));
}

/** PUT /admin/users/{id}: email, password, email_confirm, metadata (merged), ban_duration. */
export async function updateUserById(ctx: RouteContext, id: string): Promise<void> {
  const user = await loadUser(ctx, id);
  const body = await readAuthBody(ctx);
  const rawEmail = optionalString(body, 'email');
  const email = rawEmail === undefined ? undefined : validEmail(rawEmail, 'An email address is required');
  const password = optionalString(body, 'password');
  if (password !== undefined) checkPasswordStrength(password);
  const ban = optionalString(body, 'ban_duration');
  const bannedUntil = ban === undefined ? undefined : banUntil(ban);
  if (email && email !== user.email) {
    const other = await findUserByEmail(ctx.state.db, email);
    if (other)
      throw authError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  await ctx.state.db.transaction(async (tx) => {
    const set = async (sql: string, value: unknown) =>
      tx.query(`update auth.users set ${sql}, updated_at = now() where id = $1`, [user.id, value]);
    if (email !== undefined) await set('email = $2', email);
    if (password !== undefined) await set('encrypted_password = $2', await hashPassword(password));
    if (body.email_confirm === true)
      await set(
        'email_confirmed_at = coalesce(email_confirmed_at, $2), confirmed_at = coalesce(confirmed_at, $2)',
        new Date(),
      );
    const userMeta = metadata(body, 'user_metadata');
    if (userMeta)
      await set(
        `raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2::jsonb`,
        JSON.stringify(userMeta),
      );
    const appMeta = metadata(body, 'app_metadata');
    if (appMeta)
      await set(
        `raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || $2::jsonb`,
        JSON.stringify(appMeta),
      );
    if (bannedUntil !== undefined) await set('banned_until = $2', bannedUntil);
  });
  sendAuth(ctx, 200, userJson((await findUserById(ctx.state.db, user.id))!));
}

/**
 * DELETE /admin/users/{id} `{should_soft_delete?}` → 200 `{}`. A hard delete cascades to every row that
 * references the user; if the database refuses (a trigger, a restricting foreign key), GoTrue answers 500.
 */
export async function deleteUser(ctx: RouteContext, id: string): Promise<void> {
  const user = await loadUser(ctx, id);
  const body = await readAuthBody(ctx);
  try {
    if (body.should_soft_delete === true) {
      await ctx.state.db.transaction(async (tx) => {
        await tx.query('update auth.users set deleted_at = now() where id = $1', [user.id]);
        await tx.query('delete from local_auth.sessions where user_id = $1', [user.id]);
      });
    } else {
      await ctx.state.db.query('delete from auth.users where id = $1', [user.id]);
    }
  } catch (error) {
    ctx.state.log({ level: 'error', event: 'admin_delete_user', error: (error as Error).message });
    throw authError(500, 'unexpected_failure', 'Database error deleting user');
  }
  sendAuth(ctx, 200, {});
}
