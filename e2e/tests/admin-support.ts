import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { ROOT } from '../../scripts/lib/apps.mjs';

/** Helpers for the admin-*.spec.ts suites (not a spec itself). */
export const ADMIN = { email: 'admin@example.com', password: 'admin-dev-password' };
/** The seeded member: signed in, but not an admin. */
export const MEMBER = { email: 'member@example.com', password: 'member-dev-password' };
export const ANON_KEY: string = JSON.parse(
  readFileSync(path.join(ROOT, 'shell/public/app-config.json'), 'utf8'),
).supabaseAnonKey;
export const apiUrl = () => process.env.E2E_API_URL ?? '';

/** Every page of the admin portal. */
export const ADMIN_ROUTES = [
  '/admin',
  '/admin/announcements',
  '/admin/leaders',
  '/admin/ministries',
  '/admin/events',
  '/admin/gallery',
  '/admin/welcome',
  '/admin/visit',
  '/admin/settings',
  '/admin/notice-board',
  '/admin/milestones',
  '/admin/sermon-powerpoints',
  '/admin/pictures',
  '/admin/backup',
  '/admin/messages',
  '/admin/team',
  '/admin/trash',
];

interface Session {
  access_token: string;
  expires_at: number;
  [key: string]: unknown;
}
const sessions = new Map<string, Promise<Session>>();

/**
 * One admin session per API for the whole run: the auth API rate-limits sign-ins (30 per 5 min per
 * address and email), and these suites check the database many times.
 */
export function adminSession(api = apiUrl()): Promise<Session> {
  let session = sessions.get(api);
  if (!session) {
    session = fetch(`${api}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as Session;
    });
    sessions.set(api, session);
    session.catch(() => sessions.delete(api));
  }
  return session;
}

export const adminToken = async (api = apiUrl()) => (await adminSession(api)).access_token;

/** Types `who`'s credentials into the open sign-in form and submits it. */
export async function submitSignIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email address').fill(who.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens an admin page (`at`, /admin unless told) signed in as the admin. `viaForm` types the credentials into
 * /auth (as a volunteer would) and lands on /admin; otherwise the run's session is put where supabase-js keeps it
 * (localStorage), which spares the auth API's rate limit, and the page is the first one loaded: each full load
 * boots the apps again and waits out the splash.
 */
export async function signInAsAdmin(
  page: Page,
  baseUrl = '',
  { viaForm = false, api = apiUrl(), at = '/admin' } = {},
) {
  if (viaForm) {
    await page.goto(`${baseUrl}/auth`);
    await submitSignIn(page, ADMIN);
  } else {
    const session = await adminSession(api);
    // supabase-js names the key after the API host's first label (127.0.0.1 → "127").
    const key = `sb-${new URL(api).hostname.split('.')[0]}-auth-token`;
    await page.addInitScript(([k, v]) => window.localStorage.setItem(k, v), [
      key,
      JSON.stringify(session),
    ] as const);
    await page.goto(`${baseUrl}${at}`);
  }
  await expect(page.getByTestId('admin-layout')).toBeVisible({ timeout: 20_000 });
}

/** Rows as the admin sees them (`select` query string after the table, e.g. `title=eq.X`). */
export async function adminRows<T = Record<string, unknown>>(
  table: string,
  query: string,
  api = apiUrl(),
): Promise<T[]> {
  const token = await adminToken(api);
  const response = await fetch(`${api}/rest/v1/${table}?${query}`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` },
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T[];
}

/** A request to the API as the admin (REST or Storage path, e.g. `rest/v1/events`), answering the rows written. */
export async function adminRequest(path: string, init: RequestInit = {}, api = apiUrl()) {
  const response = await fetch(`${api}/${path}`, {
    ...init,
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${await adminToken(api)}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return (await response.json()) as { id: string }[];
}

/** Deletes the rows `filter` selects from `table`, then deletes them from Trash for good, as Trash's "Delete forever" does. */
export async function deleteForGood(table: string, filter: string, api = apiUrl()) {
  const deleted = await adminRequest(`rest/v1/${table}?${filter}`, { method: 'DELETE' }, api);
  const ids = deleted.map((row) => row.id).join(',');
  const entries = await adminRows<{ id: number }>('content_trash', `row_id=in.(${ids})&select=id`, api);
  const trashIds = entries.map((entry) => entry.id);
  await adminRequest(
    'functions/v1/purge-trash',
    { method: 'POST', body: JSON.stringify({ scope: 'selected', trash_ids: trashIds }) },
    api,
  );
}

/** Whether a public object can still be downloaded. */
export async function objectExists(bucket: string, objectPath: string, api = apiUrl()): Promise<boolean> {
  const response = await fetch(`${api}/storage/v1/object/public/${bucket}/${objectPath}`);
  await response.arrayBuffer();
  return response.ok;
}

/** The object path inside `images` of a stored public URL. */
export function imagePath(url: string | null | undefined): string {
  const marker = '/storage/v1/object/public/images/';
  expect(url, 'the row points at an uploaded image').toContain(marker);
  return decodeURIComponent(url!.slice(url!.indexOf(marker) + marker.length));
}

/** A valid PNG (1×1 pixels, padded to `bytes` with a trailing chunk-less tail PNG decoders ignore). */
export function pngBytes(bytes = 0): Buffer {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  return bytes > base.length ? Buffer.concat([base, Buffer.alloc(bytes - base.length)]) : base;
}

export const png = (name: string, bytes = 0) => ({ name, mimeType: 'image/png', buffer: pngBytes(bytes) });

/** A field by its label; a required field's label ends in an asterisk. */
export const labelled = (text: string) => new RegExp(`^${text}\\*?$`);

/** Text to match literally inside a RegExp (a title with brackets, say). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The form (dialog) named `name`, once it shows. */
export async function openedForm(page: Page, name: string | RegExp) {
  const form = page.getByRole('dialog', { name });
  await expect(form).toBeVisible();
  return form;
}

/** Opens the manager's "New `noun`" form; answers it once it shows. */
export async function openNewForm(page: Page, noun: string) {
  await page.getByRole('button', { name: `New ${noun}` }).click();
  return openedForm(page, `New ${noun}`);
}

/**
 * Opens the manager at `path` and adds a `noun` through its "New …" form, which closes once saved; answers the
 * title it gave it, one of its own ("E2E album …").
 */
export async function createUnique(page: Page, path: string, noun: string) {
  const title = unique(`E2E ${noun}`);
  await page.goto(path);
  const form = await openNewForm(page, noun);
  await form.getByLabel(labelled('Title')).fill(title);
  await form.getByRole('button', { name: `Create ${noun}` }).click();
  await expect(form).toBeHidden();
  return title;
}

/** Opens a sermon's files from its row: one region of that sheet ('Slides and notes', 'Recording') and its file input. */
export async function sermonFilesRegion(page: Page, title: string, region: string) {
  await page.getByRole('button', { name: `Files: ${title}` }).click();
  const panel = page.getByRole('dialog', { name: `Files: ${title}` }).getByRole('region', { name: region });
  return { panel, drop: panel.getByTestId('file-drop-input') };
}

/** Tab (forwards) until `target` has focus; fails if it takes more than `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab`);
}

/** The phone the admin-on-a-phone suites use (issue #26). */
export const PHONE = { width: 375, height: 812 };

/** The page, the main column and every list or region in it (and an open sheet's body) fit their width. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflowing = await page.evaluate(() =>
    [
      document.documentElement,
      ...document.querySelectorAll(
        // A sheet scrolls in its body, not as a whole: a row wider than the sheet widens the body alone.
        '#admin-main, #admin-main [role="region"], #admin-main table, #admin-main ol, #admin-main ul, [role="dialog"], [role="dialog"] > *',
      ),
    ]
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map(
        (box) =>
          `${box.tagName.toLowerCase()}${box.id ? `#${box.id}` : ''} ${box.scrollWidth}>${box.clientWidth}`,
      ),
  );
  expect(overflowing, `${where}: nothing wider than its box`).toEqual([]);
}
