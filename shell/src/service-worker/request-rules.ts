import { RELEASE_ID, fileKind, type FileKind } from '../../../scripts/lib/cache-policy.mjs';
import { IMAGES } from '../../../shared-ui/src/data/storage/buckets';
import { PUBLIC_OBJECT, PUBLIC_RENDER } from '../../../shared-ui/src/data/storage/storage-paths';

/**
 * How the service worker answers each request: the host's cache table (scripts/lib/cache-policy.mjs) applied to
 * the browser's side. What a host may keep for a year, the worker keeps until it is evicted; what a host
 * revalidates, the worker fetches afresh and keeps only to answer with when the network fails.
 *
 * - `document`: network; offline, the shell's precached index.html (the page then reads what was saved).
 * - `revalidated`: network first, the saved copy only offline (the runtime config, remote entries, other files).
 * - `immutable`: saved copy first (hashed assets and release files of the shell and the public site).
 * - `content`: a visitor's read of Supabase's REST API, stale-while-revalidate.
 * - `picture`: a public picture or one of its variants, saved copy first, in a cache of capped size.
 * - null: not the worker's business: the browser fetches it as if there were no worker (the admin portal,
 *   every signed-in request, auth, functions, other buckets, other sites).
 */
export type RequestRule = 'document' | 'revalidated' | 'immutable' | 'content' | 'picture' | null;

/** What the worker knows of the deployment, from the runtime config the page last read. */
export interface Deployment {
  supabaseUrl: string;
  /** The folders the public site's and the admin portal's files are served from (a release's parent). */
  publicSiteRoot: string;
  adminPortalRoot: string;
}

export interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
  /** The request's Authorization header, if any. */
  authorization: string | null;
}

const KIND_RULES: Record<FileKind, RequestRule> = {
  document: 'document',
  'runtime config': 'revalidated',
  'release file': 'immutable',
  'hashed asset': 'immutable',
  'entry point': 'revalidated',
  other: 'revalidated',
};

const PICTURE_PATHS = [`${PUBLIC_OBJECT}${IMAGES.id}/`, `${PUBLIC_RENDER}${IMAGES.id}/`];

/** A remote's manifest URL → the folder above its release folders (or its own folder, deployed without releases). */
export function remoteRoot(manifestUrl: string): string {
  const folder = new URL('.', manifestUrl);
  const segments = folder.pathname.split('/').filter(Boolean);
  if (RELEASE_ID.test(segments.at(-1) ?? '')) return new URL('..', folder).href;
  return folder.href;
}

/** The deployment a runtime config describes; throws on one without the URLs it needs. */
export function deploymentOf(config: {
  supabaseUrl?: unknown;
  remotes?: { publicSite?: unknown; adminPortal?: unknown };
}): Deployment {
  const { supabaseUrl, remotes } = config;
  if (
    typeof supabaseUrl !== 'string' ||
    typeof remotes?.publicSite !== 'string' ||
    typeof remotes.adminPortal !== 'string'
  )
    throw new Error('not a runtime config');
  return {
    supabaseUrl: supabaseUrl.replace(/\/+$/, ''),
    publicSiteRoot: remoteRoot(remotes.publicSite),
    adminPortalRoot: remoteRoot(remotes.adminPortal),
  };
}

/**
 * True when the request carries a signed-in person's token: a JWT whose role is not `anon`. The anon key (a JWT
 * with role anon) and hosted Supabase's publishable keys (not JWTs) are a visitor's.
 */
export function isSignedIn(authorization: string | null): boolean {
  const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
    return claims.role !== 'anon';
  } catch {
    return false;
  }
}

/** The rule for a request to a remote's folder, or undefined when it is not under one. */
function remoteRule(href: string, root: string): RequestRule | undefined {
  if (!href.startsWith(root)) return undefined;
  const pathname = '/' + href.slice(root.length).split(/[?#]/)[0];
  return KIND_RULES[fileKind(pathname, { releases: true })];
}

/** The rule for a request to the shell's own origin (it needs nothing from the runtime config). */
export function shellRequestRule(request: RequestFacts): RequestRule {
  if (request.method !== 'GET') return null;
  if (request.mode === 'navigate') return 'document';
  const kind = fileKind(request.url.pathname, { spa: true });
  // A document asked for by a script (not a navigation) is not the worker's to answer.
  return kind === 'document' ? null : KIND_RULES[kind];
}

/** The rule for `request` made by a page of the shell at `shellOrigin`. */
export function requestRule(request: RequestFacts, shellOrigin: string, deployment: Deployment): RequestRule {
  const { url } = request;
  if (url.origin === shellOrigin) return shellRequestRule(request);
  if (request.method !== 'GET') return null;
  // The admin portal first: it may share an origin, even a folder prefix, with the public site.
  if (url.href.startsWith(deployment.adminPortalRoot)) return null;
  const remote = remoteRule(url.href, deployment.publicSiteRoot);
  if (remote !== undefined) return remote;
  if (url.href.startsWith(`${deployment.supabaseUrl}/`)) {
    const path = url.href.slice(deployment.supabaseUrl.length).split('?')[0]!;
    if (path.startsWith('/rest/v1/')) return isSignedIn(request.authorization) ? null : 'content';
    if (PICTURE_PATHS.some((prefix) => path.startsWith(prefix))) return 'picture';
  }
  return null;
}
