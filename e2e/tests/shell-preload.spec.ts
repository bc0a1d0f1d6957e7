import { expect, test, type Page } from '@playwright/test';
import { COMPILE_HINT } from '../../scripts/build/compile-hints-plugin.ts';
import { PORTS, urlOf } from '../fixtures/ports';

/**
 * The shell's index.html preloads what its bootstrap needs (PreloadBootstrapPlugin in rspack.base.ts), so
 * those scripts download alongside main.js instead of one level at a time after it. A list that missed a
 * chunk would bring the round trips back; one that named a chunk the page does not run would cost a visitor
 * bytes (and Chromium's "preloaded but not used" warning).
 */

const SHELL = urlOf(PORTS.shell);
const PRELOAD = /<link\b(?=[^>]*\brel="preload")[^>]*>/g;
const SESSION_TEMPLATE = /<template id="session-preloads">([\s\S]*?)<\/template>/;
/** The document's own preloads: not those its inert session template holds (main.ts adds them where needed). */
const preloadsIn = (html: string, as: string) =>
  [...html.replace(SESSION_TEMPLATE, '').matchAll(PRELOAD)]
    .filter(([tag]) => tag.includes(`as="${as}"`))
    .map(([tag]) => /href="([^"]+)"/.exec(tag)![1]!);

/** Requests to the shell's own origin until the home page's heading shows. */
async function shellRequestsOnFirstLoad(page: Page): Promise<string[]> {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SHELL + '/')) paths.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1 })).toBeVisible();
  return paths;
}

const scripts = (paths: string[]) =>
  paths.filter((path) => path.endsWith('.js') && !/\/main\.[0-9a-f]+\.js$/.test(path));

test('index.html preloads exactly the scripts the shell runs before the first screen, and each is fetched once', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const preloaded = preloadsIn(html, 'script');
  expect(preloaded.length, 'scripts preloaded').toBeGreaterThan(5);
  expect(preloadsIn(html, 'fetch')).toEqual(['/app-config.json']);
  // The entry is asked for ahead of the icons and the logo, which the browser would otherwise put first.
  expect(html).toMatch(/<script\b(?=[^>]*\bfetchpriority="high")[^>]*src="\/assets\/main\.[0-9a-f]+\.js"/);

  const requested = await shellRequestsOnFirstLoad(page);

  const loaded = scripts(requested);
  expect(
    loaded.filter((path, i) => loaded.indexOf(path) !== i),
    'scripts requested twice',
  ).toEqual([]);
  // Nothing the first screen needed was missing from the list (it would have been requested on its own)…
  expect(new Set(loaded)).toEqual(new Set(preloaded));
  // …and every file on it ran: each chunk file pushes itself once onto the shell's chunk registry.
  expect(
    await page.evaluate(() => (globalThis as { rspackChunkshell?: unknown[] }).rspackChunkshell?.length),
  ).toBe(preloaded.length);
  expect(
    requested.filter((path) => path === '/app-config.json'),
    'the config fetch takes its preload',
  ).toHaveLength(1);
});

test('sign-in and the admin portal fetch the session’s code with their document, once; a public page does not', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const sessionScripts = [...(SESSION_TEMPLATE.exec(html)?.[1] ?? '').matchAll(PRELOAD)].map(
    ([tag]) => /href="([^"]+)"/.exec(tag)![1]!,
  );
  // The session's shared entry and supabase-js.
  expect(sessionScripts).toHaveLength(2);

  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(SHELL + '/')) requested.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((path) => sessionScripts.includes(path))).toEqual([]);

  // The documents that start on the session hint its files in their Link header; a public one does not.
  const hinted = async (path: string) => (await request.get(path)).headers()['link'] ?? '';
  for (const script of sessionScripts) {
    const hint = `<${script}>; rel=preload; as=script; fetchpriority=low`;
    expect(await hinted('/auth')).toContain(hint);
    expect(await hinted('/admin/events')).toContain(hint);
    expect(await hinted('/events')).not.toContain(script);
  }

  requested.length = 0;
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  for (const script of sessionScripts) expect(requested.filter((path) => path === script)).toEqual([script]);
  // Asked for with the document's headers, ahead of main.js (main.ts's own preloads take these responses).
  const main = requested.findIndex((path) => /\/main\.[0-9a-f]+\.js$/.test(path));
  expect(main).toBeGreaterThan(0);
  for (const script of sessionScripts) expect(requested.indexOf(script)).toBeLessThan(main);
});

test("a public route's document hints the public remote's manifest and entry; each is fetched once, ahead of main.js", async ({
  page,
  request,
}) => {
  const manifest = `${urlOf(PORTS.publicSite)}/mf-manifest.json`;
  const entry = `${urlOf(PORTS.publicSite)}/remoteEntry.js`;
  const link = (await request.get('/events')).headers()['link'] ?? '';
  expect(link).toContain(`<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`);
  expect(link).toContain(`<${entry}>; rel=preload; as=script; fetchpriority=low`);
  expect(link).toContain(`<${process.env.E2E_API_URL}>; rel=preconnect; crossorigin=anonymous`);
  // The admin portal's paths start on the other remote: its manifest and entry are hinted there, nothing of the
  // public one; sign-in is the shell's own page, which needs neither.
  const adminLink = (await request.get('/admin/events')).headers()['link'] ?? '';
  expect(adminLink).not.toContain(urlOf(PORTS.publicSite));
  expect(adminLink).toContain(
    `<${urlOf(PORTS.adminPortal)}/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`,
  );
  expect(adminLink).toContain(
    `<${urlOf(PORTS.adminPortal)}/remoteEntry.js>; rel=preload; as=script; fetchpriority=low`,
  );
  const signInLink = (await request.get('/auth')).headers()['link'] ?? '';
  for (const port of [PORTS.publicSite, PORTS.adminPortal]) expect(signInLink).not.toContain(urlOf(port));

  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/events');
  await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1 })).toBeVisible();
  // main.ts's own preloads and the federation runtime's fetch take these responses instead of asking again.
  expect(requested.filter((url) => url === manifest)).toHaveLength(1);
  expect(requested.filter((url) => url === entry)).toHaveLength(1);
  // Asked for with the document's headers, ahead of the shell's own scripts (main.ts would ask only after main.js).
  const main = requested.findIndex((url) => /\/assets\/main\.[0-9a-f]+\.js$/.test(url));
  expect(main).toBeGreaterThan(0);
  expect(requested.indexOf(manifest)).toBeLessThan(main);
  expect(requested.indexOf(entry)).toBeLessThan(main);
});

test("the scripts a first load runs nearly all of start with V8's compile hint; the session's code does not", async ({
  page,
  request,
}) => {
  const scripts: { url: string; body: Promise<string | null> }[] = [];
  page.on('response', (response) => {
    // A script of / still arriving when the test moves on to /auth (one loaded after the first screen) has no body
    // left to read once the page is gone: it belongs to neither first load, and is left out. The scripts asserted
    // on below ran before their page's heading showed, so theirs were read.
    if (response.request().resourceType() === 'script')
      scripts.push({ url: response.url(), body: response.text().catch(() => null) });
  });
  await page.goto('/');
  await expect(page.getByTestId('public-layout').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  const hinted: string[] = [];
  const plain: string[] = [];
  for (const { url, body } of scripts) {
    const text = await body;
    if (text !== null) (text.startsWith(COMPILE_HINT) ? hinted : plain).push(url);
  }
  const named = (urls: string[], pattern: RegExp) => urls.some((url) => pattern.test(url));
  // The shell's entry (the federation runtime), React and react-dom's client, the bootstrap; the public remote's
  // entry and its exposed routes.
  expect(named(hinted, /\/assets\/main\.[0-9a-f]+\.js$/), 'main.js').toBe(true);
  expect(named(hinted, /\/assets\/bootstrap\.[0-9a-f]+\.js$/), 'the bootstrap').toBe(true);
  expect(named(hinted, new RegExp(`^${urlOf(PORTS.publicSite)}/remoteEntry\\.js$`)), 'remoteEntry.js').toBe(
    true,
  );
  expect(named(hinted, /__federation_expose_routes\.[0-9a-f]+\.js$/), 'the exposed routes').toBe(true);
  // The session's code (its shared entry and supabase-js, used in part) compiles as it is called.
  const html = await (await request.get('/')).text();
  const sessionScripts = [...(SESSION_TEMPLATE.exec(html)?.[1] ?? '').matchAll(PRELOAD)].map(
    ([tag]) => SHELL + /href="([^"]+)"/.exec(tag)![1]!,
  );
  expect(sessionScripts).toHaveLength(2);
  for (const script of sessionScripts) expect(plain, 'the session\u2019s code').toContain(script);
});
