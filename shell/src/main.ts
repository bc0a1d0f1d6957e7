import { peekPreloadedAppConfig, preloadAppConfig } from './app-config';
import { startsOnPublicSite } from './first-remote.mjs';
import { preconnect } from './preconnect';
import { preloadRemote } from './remote-preload';
import { listenToServiceWorker } from './offline/connection';
import { liftSplashOnTime, showChurchOnSplash } from './splash/splash';

liftSplashOnTime();
// Before the document has parsed: the worker's messages about this page's first reads are handed over then.
listenToServiceWorker();
preloadAppConfig();
void peekPreloadedAppConfig()
  .then((config) => {
    if (!config) return;
    showChurchOnSplash(config.church);
    preconnect(config.supabaseUrl);
    // A visit that starts on a public page needs the public remote first: fetch it alongside the shell.
    if (startsOnPublicSite(window.location.pathname)) preloadRemote(config.remotes.publicSite);
  })
  // Async boundary: lets Module Federation negotiate shared singletons before any of them is evaluated. Taken
  // once the config is in (index.html preloads it, and the bootstrap waits for it anyway), so the remote's
  // files are requested before the bootstrap's scripts start running, not behind them.
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
