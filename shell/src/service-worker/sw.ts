import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, type Strategy } from 'workbox-strategies';
import { byteCapPlugin } from './byte-cap-plugin';
import { CheckedStaleWhileRevalidate, contentVersionReader } from './checked-reads';
import { corsModePlugin } from './cors-mode-plugin';
import { isRuntimeConfig, knownDeployment, learnDeployment, recallDeployment } from './deployment-state';
import { PRECACHED_DOCUMENT } from './messages';
import { requestRule, shellRequestRule, type RequestFacts, type RequestRule } from './request-rules';
import { savedReadsPlugin } from './saved-reads-plugin';
import { answerSavingData, savesData } from './save-data';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const DAY_S = 24 * 60 * 60;
/** Cache names; a new rule that changes what a cache holds takes a new name. */
const CACHES = {
  revalidated: 'piwc-revalidated-v1',
  code: 'piwc-code-v1',
  content: 'piwc-content-v1',
  pictures: 'piwc-pictures-v1',
};
/** Pictures a phone keeps for offline: about a thousand card-sized WebP variants. */
const PICTURES_MAX_BYTES = 25 * 1024 * 1024;
/**
 * How long a document or a revalidated file may take before what was saved is used instead: on a connection
 * that is up but carries nothing, the page opens from the saved copy rather than after the browser gives up.
 */
const NETWORK_TIMEOUT_S = 8;

// A new worker takes over at once: documents and configs are never served from a stale precache (they are
// fetched first), so the previous worker's tabs lose nothing, and the next visit runs the new shell.
void self.skipWaiting();
clientsClaim();
enableNavigationPreload();

/** The shell's document and every file it is built with (the manifest is written in by the build). */
const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);

/** The content version, read once a visit for the saved reads (checked-reads.ts). */
const contentVersion = contentVersionReader();

const strategies: Record<Exclude<RequestRule, null>, Strategy> = {
  document: new NetworkOnly({
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [{ handlerDidError: async () => precache.matchPrecache(PRECACHED_DOCUMENT) }],
  }),
  revalidated: new NetworkFirst({
    cacheName: CACHES.revalidated,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [
      corsModePlugin,
      {
        fetchDidSucceed: async ({ request, response }) => {
          if (response.ok && isRuntimeConfig(new URL(request.url))) await learnDeployment(response);
          return response;
        },
      },
    ],
  }),
  immutable: new CacheFirst({
    cacheName: CACHES.code,
    plugins: [
      corsModePlugin,
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
  content: new CheckedStaleWhileRevalidate({
    cacheName: CACHES.content,
    readVersion: contentVersion,
    plugins: [
      savedReadsPlugin(),
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
  picture: new CacheFirst({
    cacheName: CACHES.pictures,
    plugins: [
      corsModePlugin,
      byteCapPlugin(PICTURES_MAX_BYTES),
      new ExpirationPlugin({ maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
};

const factsOf = (request: Request, url: URL): RequestFacts => ({
  url,
  method: request.method,
  mode: request.mode,
  authorization: request.headers.get('authorization'),
});

/** Another origin's request before the worker has read the runtime config (it has just started). */
const UNKNOWN = 'unknown';

const router = new Router();
// Only the exact files precached; navigations are the document rule's (fetched first), not the precache's.
router.registerRoute(new PrecacheRoute(precache, { directoryIndex: '', cleanURLs: false }));
router.registerRoute(
  new Route(
    ({ url, request, sameOrigin }) => {
      const facts = factsOf(request, url);
      if (sameOrigin) return shellRequestRule(facts) ?? false;
      const deployment = knownDeployment();
      if (!deployment) return request.method === 'GET' ? UNKNOWN : false;
      return requestRule(facts, self.location.origin, deployment) ?? false;
    },
    async ({ request, event, url, params }) => {
      let rule = params as unknown as RequestRule | typeof UNKNOWN;
      if (rule === UNKNOWN) {
        const deployment = await recallDeployment(CACHES.revalidated, (config) =>
          strategies.revalidated.handle({ request: config, event }),
        );
        rule = deployment ? requestRule(factsOf(request, url), self.location.origin, deployment) : null;
      }
      if (rule === null) return fetch(request);
      if (rule === 'document' && event instanceof FetchEvent && event.resultingClientId)
        contentVersion.pageOpened(event.resultingClientId);
      // Only what a page asks for now: a picture it hands over to keep (CACHE_URLS) is already in its HTTP cache at
      // the size it showed, where a lighter copy would cost bytes the visitor has not spent.
      if (rule === 'picture' && event instanceof FetchEvent && savesData(request.headers))
        return answerSavingData(request, CACHES.pictures, (asked) =>
          strategies.picture.handle({ request: asked, event }),
        );
      return strategies[rule].handle({ request, event });
    },
  ),
);
router.addFetchListener();
// Pages send the files they loaded before this worker controlled them ({type: 'CACHE_URLS'}); each is kept
// by the rule that would have kept it.
router.addCacheListener();
