import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/apps.mjs';

/**
 * What the apps share at run time, and which of it the page may hold only one copy of.
 *
 * The rule, per module:
 * - **singleton**: it holds state the apps meet through (React's renderer and hooks, the router's context,
 *   the auth store, shared-ui's config store and providers, the query client, the toast queue, supabase-js's
 *   error classes, compared with instanceof across apps). The page holds one copy, the one the shell loaded
 *   first, so a remote whose required range that copy does not satisfy must not run: the release gate
 *   refuses it (scripts/release/gate.ts) and, should it be forced live, the shell does not mount it
 *   (shell/src/federation/release-guard-plugin.ts). A newer compatible version needs the shell released first.
 * - **may fall back**: no state crosses an app boundary through it (components, a store factory, an icon
 *   base). When the copy in the page does not satisfy a remote's range, that remote loads its own, so its
 *   change shows without the shell being released. forms and inputs meet through one React context
 *   (field-context); sharing one package version, they always resolve from the same app.
 *
 * Every app shares the same list, each required range is `^` its own version (read from the package it
 * builds against), and both end up in its mf-manifest.json, which is what the gate and the shell compare.
 *
 * These are the singletons; MAY_FALL_BACK the rest.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  // react-dom/client too, or it is bundled twice.
  'react-dom/',
  'react-router-dom',
  '@supabase/supabase-js',
  // Its subpaths load when needed: guard (the /auth and /admin frames) when one of those opens, session after the first screen.
  'shared-auth',
  'shared-auth/',
  'shared-ui',
  // TanStack Query as every app gets it (narrowed); the query client's context.
  'shared-ui/query',
  // The Supabase settings the shell configures at start and the visitor's data client built from them.
  'shared-ui/connection',
  // sonner's toast queue: a toast from a second copy would reach no Toaster.
  'shared-ui/notifications',
];

/** May fall back (above): a remote the page's copy does not satisfy loads its own. */
const MAY_FALL_BACK = [
  'zustand',
  'shared-ui/forms',
  'shared-ui/inputs',
  'shared-ui/uploads',
  // Pure functions (how a picture's renditions are planned and named).
  'shared-ui/pictures',
  // Not shared: `shared-ui/mutation` (useMutation, handed the shared query client), bundled with the forms that use it.
  // Not shared: `shared-ui/prefetch` (route loaders that start a page's queries on the query client they are handed),
  // bundled with each remote's route table, so a remote that starts using it needs no newer shell.
  // Not shared: `shared-ui/minute-now` (one line, bundled where it is used; the service worker rounds as the pages do),
  // `shared-ui/format-bytes` (one pure function: a file's size for the sermon page and the uploads),
  // `shared-ui/recording-facts` (a sermon recording's format, size and length, for its page and the admin's panel),
  // `shared-ui/yield-to-main` (a few lines; the shell's first script uses it before any shared module may load),
  // `shared-ui/use-drawn` (a hook of a few lines: the home page's later sections, the image viewer's zoom layer),
  // `shared-ui/auth-storage` (where supabase-js keeps a session; reads the shared settings, holds no state).
  // Not shared: `shared-ui/occurrences` (pure functions with the rrule library, only in the chunks of pages that show
  // dates). Each remote bundles it; sharing it added its registration to every visitor's first load (bench P1).
  // Pages that page load it with their own chunk.
  // Not shared: `shared-ui/layout.module.css`, `shared-ui/visually-hidden.module.css`, `shared-ui/badge.module.css`
  // (CSS Modules that the apps' own modules compose or their components add; each app bundles the rules it uses).
  'shared-ui/pagination',
  // Each tooltip brings its own provider.
  'shared-ui/tooltip',
];

const SHARED_MODULES = [
  ...SINGLETONS.map((pkg) => ({ pkg, singleton: true })),
  ...MAY_FALL_BACK.map((pkg) => ({ pkg, singleton: false })),
];

export const SHARED_UI_DIR = path.join(ROOT, 'shared-ui');
const fromSharedUi = createRequire(path.join(SHARED_UI_DIR, 'package.json'));

function versionOf(pkg: string, fromDir: string): string {
  const base = pkg.replace(/\/$/, '');
  const require = createRequire(path.join(fromDir, 'package.json'));
  const name = base.startsWith('@') ? base.split('/').slice(0, 2).join('/') : base.split('/')[0]!;
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version as string;
}

/**
 * A module the build reaches by its path (the consumer's app folder is the build's context), written relative
 * to that folder: the path ends up in the emitted runtime data and in module ids, which must not depend on
 * where the checkout is (see reproducible-build-plugin.ts). Every app folder sits beside shared-ui.
 */
const fromApp = (appDir: string, file: string) =>
  `./${path.relative(appDir, file).split(path.sep).join('/')}`;

/** Shared under a package's name, but providing only the exports the apps use (see the module's comment). */
const NARROWED_SHARES: Record<string, string> = {
  'react-router-dom': path.join(SHARED_UI_DIR, 'src/federation/react-router-dom.ts'),
};

/**
 * lucide-react's icon base (createLucideIcon and the Icon it renders), shared by its path: each icon module
 * imports it relatively, so without this every chunk holding an icon (shared-ui, shared-auth, the remotes'
 * pages) carried its own copy. Stateless: may fall back.
 */
function lucideIconBase(appDir: string) {
  const version = versionOf('lucide-react', SHARED_UI_DIR);
  const file = path.join(path.dirname(fromSharedUi.resolve('lucide-react')), '../esm/createLucideIcon.mjs');
  return [
    fromApp(appDir, file),
    { singleton: false, shareKey: 'lucide-react/create-icon', requiredVersion: `^${version}`, version },
  ] as const;
}

/** The Module Federation `shared` option of the app in `appDir`. */
export function sharedConfig(appDir: string) {
  const packages = SHARED_MODULES.map(({ pkg, singleton }) => {
    const version = versionOf(pkg, appDir);
    const narrowed = NARROWED_SHARES[pkg];
    return [
      pkg,
      {
        singleton,
        requiredVersion: `^${version}`,
        version,
        ...(narrowed && { import: fromApp(appDir, narrowed) }),
      },
    ];
  });
  return Object.fromEntries([...packages, lucideIconBase(appDir)]);
}

/** The share keys, for the test that keeps this list in step with shared-ui's and shared-auth's subpaths. */
export const SHARED_KEYS = SHARED_MODULES.map(({ pkg }) => pkg);
