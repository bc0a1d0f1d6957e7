import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { lock } from 'proper-lockfile';
import { distOf } from '../../scripts/lib/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { PORTS, urlOf } from '../fixtures/ports';
import { buildInto, checkoutWithSharedUi, deployment, type Deployment } from './delivery-support';
import { controlledByServiceWorker } from './offline-support';

/**
 * Independent delivery as the two teams and their visitors meet it: releases made with the real CLI into a
 * deploy root, served by the reference host, visited in Chromium.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
// Releases reach returning visitors through the service worker, as on a phone.
test.use({ serviceWorkers: 'allow' });

const ports = { shell: PORTS.shell + 40, publicSite: PORTS.shell + 41, adminPortal: PORTS.shell + 42 };
const movedPort = PORTS.shell + 43;
const site = urlOf(ports.shell);
const apiUrl = () => process.env.E2E_API_URL ?? urlOf(PORTS.api);
const builds: string[] = [];
/** A folder this suite made (a build, a checkout): removed after the run. */
function kept(dir: string) {
  builds.push(dir);
  return dir;
}
let deploy: Deployment;
let releaseA: string;
let releaseB: string;

const footerBuild = (page: Page) => page.getByTestId('public-site-build');
const releaseOf = (out: string, app: string) => new RegExp(`${app}: release ([0-9a-f]{12})`).exec(out)![1]!;

test.beforeAll(async () => {
  deploy = deployment(ports, apiUrl());
  const [a, b] = [
    kept(buildInto('public-site', { marker: 'release-a' })),
    kept(buildInto('public-site', { marker: 'release-b' })),
  ];
  for (const app of ['shell', 'admin-portal'] as const)
    expect((await deploy.run('release', app, '--dist', distOf(app))).code).toBe(0);
  releaseA = releaseOf((await deploy.run('release', 'public-site', '--dist', a)).out, 'public-site');
  releaseB = releaseOf(
    (await deploy.run('release', 'public-site', '--dist', b, '--no-promote')).out,
    'public-site',
  );
  await deploy.serve('shell', ports.shell);
  await deploy.serve('public-site', ports.publicSite);
  await deploy.serve('admin-portal', ports.adminPortal);
});
test.afterAll(async () => {
  await deploy.stop();
  for (const dir of [...builds, deploy.root]) rmSync(dir, { recursive: true, force: true });
});

test('a returning visitor, with the service worker and the browser’s disk cache, sees a release, a rollback and a config-only move at once', async () => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'piwc-profile-'));
  let visits = 0;
  const visit = async (route: string, expectBuild: string) => {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    await page.goto(`${site}${route}`);
    // Every visit after the first is answered by the service worker the first one installed.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(visits++ > 0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(footerBuild(page)).toHaveAttribute('data-build', expectBuild);
    await controlledByServiceWorker(page);
    await context.close();
    expect(violations).toEqual([]);
  };
  try {
    await visit('/events', 'release-a');
    expect((await deploy.run('promote', 'public-site', releaseB)).code).toBe(0);
    await visit('/events', 'release-b');
    const rollback = await deploy.run('rollback', 'public-site');
    expect(rollback.code).toBe(0);
    expect(rollback.out).toContain(`public-site: release ${releaseA} is live`);
    await visit('/events', 'release-a');
    // The remote moves to another origin: only the pointer changes (and with it the shell's CSP).
    await deploy.serve('public-site', movedPort);
    expect((await deploy.run('move', 'public-site', `${urlOf(movedPort)}/`)).code).toBe(0);
    expect(deploy.pointer().remotes.publicSite).toBe(`${urlOf(movedPort)}/${releaseA}/mf-manifest.json`);
    await visit('/events', 'release-a');
    await deploy.run('move', 'public-site', `${urlOf(ports.publicSite)}/`);
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('an open tab across a redeploy that removed its release’s files reloads once, to where the visitor clicked', async ({
  page,
}) => {
  await page.goto(`${site}/`);
  await expect(footerBuild(page)).toHaveAttribute('data-build', 'release-a');
  // A tab that has been open a while: what loads after the first screen (the header's search box) is in. Removed
  // before it came, its chunk would fail in the background and reload the page where it stands.
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
  expect((await deploy.run('promote', 'public-site', releaseB)).code).toBe(0);
  // A host that deletes what it no longer serves.
  rmSync(path.join(deploy.root, 'public-site', releaseA), { recursive: true });
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(footerBuild(page)).toHaveAttribute('data-build', 'release-b');
  expect(page.url()).toBe(`${site}/events`);
  expect(documents).toEqual(['/events']);
});

test('a remote built against an incompatible shared-ui is refused by the gate; forced live, the shell does not mount it', async ({
  page,
}) => {
  const checkout = kept(checkoutWithSharedUi('2.0.0'));
  const incompatible = kept(buildInto('public-site', { checkout, marker: 'shared-ui-2' }));
  const before = deploy.pointer();
  const refused = await deploy.run('release', 'public-site', '--dist', incompatible);
  console.log(refused.out);
  expect(refused.code).toBe(1);
  expect(refused.out).toMatch(/shared-ui.*\(singletons?\)/);
  expect(refused.out).toMatch(/public-site [0-9a-f]{12} provides 2\.0\.0 and needs \^2\.0\.0/);
  expect(refused.out).toMatch(/shell [0-9a-f]{12} \(live\) provides 1\.0\.0 and needs \^1\.0\.0/);
  expect(refused.out).toContain('pnpm release shell public-site admin-portal');
  expect(deploy.pointer()).toEqual(before);

  expect((await deploy.run('release', 'public-site', '--dist', incompatible, '--force')).code).toBe(0);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${site}/events`);
  await expect(
    page.getByRole('heading', { name: 'This part of the site is being updated — try again in a minute' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(errors.join('\n')).toMatch(/shared-ui — publicSite needs \^2\.0\.0, shell provides 1\.0\.0/);
  // The rest of the site keeps working.
  await page.goto(`${site}/auth`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await deploy.run('rollback', 'public-site')).code).toBe(0);
  await page.goto(`${site}/events`);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

/** Per shared module the page holds: the versions loaded, and the app each was provided from. */
function loadedShares(page: Page) {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; shareConfig?: { singleton?: boolean | number } };
    const share =
      (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const loaded: Record<string, { singleton: boolean; copies: string[] }> = {};
    for (const scopes of Object.values(share))
      for (const modules of Object.values(scopes))
        for (const [name, versions] of Object.entries(modules))
          for (const [version, entry] of Object.entries(versions)) {
            loaded[name] ??= { singleton: false, copies: [] };
            loaded[name].singleton ||= Boolean(entry.shareConfig?.singleton);
            const copy = `${version} from ${entry.from}`;
            if (entry.loaded && !loaded[name].copies.includes(copy)) loaded[name].copies.push(copy);
          }
    return loaded;
  });
}

/** Every singleton the page loaded, loaded once. */
async function expectOneCopyOfEachSingleton(page: Page) {
  const shares = await loadedShares(page);
  const singletons = Object.entries(shares).filter(([, share]) => share.singleton && share.copies.length > 0);
  expect(singletons.map(([name]) => name)).toEqual(
    expect.arrayContaining(['react', 'shared-ui', 'react-router-dom']),
  );
  for (const [name, { copies }] of singletons) expect(copies, name).toHaveLength(1);
  return shares;
}

test('a remote built with a newer compatible shared-ui waits for the shell; released in that order, each next visit runs the new build with one copy of each singleton', async ({
  page,
}) => {
  const checkout = kept(checkoutWithSharedUi('1.1.0'));
  const newerRemote = kept(buildInto('public-site', { checkout, marker: 'shared-ui-1.1' }));
  const newerShell = kept(buildInto('shell', { checkout }));
  const before = deploy.pointer();
  const liveBuild = await (async () => {
    await page.goto(`${site}/events`);
    await controlledByServiceWorker(page);
    return footerBuild(page).getAttribute('data-build');
  })();

  const waits = await deploy.run('release', 'public-site', '--dist', newerRemote);
  expect(waits.code).toBe(1);
  expect(waits.out).toMatch(/shell [0-9a-f]{12} \(live\) provides 1\.0\.0 and needs \^1\.0\.0/);
  expect(waits.out).toMatch(/public-site [0-9a-f]{12} provides 1\.1\.0 and needs \^1\.1\.0/);
  expect(waits.out).toContain('Release shell built with shared-ui 1.1.0 first, then public-site.');
  expect(deploy.pointer()).toEqual(before);

  // The shell first: compatible skew, a shell on 1.1.0 with the live public site built on 1.0.0.
  expect((await deploy.run('release', 'shell', '--dist', newerShell)).code).toBe(0);
  await page.goto(`${site}/events`);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await expect(footerBuild(page)).toHaveAttribute('data-build', liveBuild!);
  expect((await expectOneCopyOfEachSingleton(page))['shared-ui']!.copies).toEqual(['1.1.0 from shell']);

  // Then the public site: its own change shows on the next visit.
  expect((await deploy.run('release', 'public-site', '--dist', newerRemote)).code).toBe(0);
  await page.goto(`${site}/events`);
  await expect(footerBuild(page)).toHaveAttribute('data-build', 'shared-ui-1.1');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect((await expectOneCopyOfEachSingleton(page))['shared-ui']!.copies).toEqual(['1.1.0 from shell']);
});

test('two teams releasing at the same moment: both go live, neither change is lost', async () => {
  const fresh = deployment(ports, apiUrl());
  try {
    expect((await fresh.run('release', 'shell', '--dist', distOf('shell'))).code).toBe(0);
    // Hold the pointer's lock while both start, so that both are waiting for it at once.
    const unlock = await lock(path.join(fresh.root, 'app-config.json'), { realpath: false });
    const runs = [fresh.run('release', 'public-site'), fresh.run('release', 'admin-portal')];
    // Both have built and stored their release, and wait for the lock.
    const stored = (app: string) =>
      readdirSync(path.join(fresh.root, app)).some((name) => /^[0-9a-f]{12}$/.test(name));
    const storedBoth = () =>
      existsSync(path.join(fresh.root, 'admin-portal')) &&
      existsSync(path.join(fresh.root, 'public-site')) &&
      stored('public-site') &&
      stored('admin-portal');
    await expect.poll(storedBoth, { timeout: 120_000 }).toBe(true);
    const heldPointer = fresh.pointer();
    await unlock();
    const [publicSite, adminPortal] = await Promise.all(runs);
    expect(heldPointer.releases).toMatchObject({ publicSite: null, adminPortal: null });
    expect(publicSite!.code, publicSite!.out).toBe(0);
    expect(adminPortal!.code, adminPortal!.out).toBe(0);
    expect(fresh.pointer().releases).toMatchObject({
      publicSite: releaseOf(publicSite!.out, 'public-site'),
      adminPortal: releaseOf(adminPortal!.out, 'admin-portal'),
    });
  } finally {
    rmSync(fresh.root, { recursive: true, force: true });
  }
});
