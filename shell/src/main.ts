import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { yieldBetweenSharesPlugin } from './federation/yield-between-shares-plugin';
import { evaluateChunksInNewTask } from './chunks/evaluate-chunks-in-new-task';
import { peekPreloadedAppConfig, preloadAppConfig } from './app-config';
import { firstRemoteOf } from './first-remote.mjs';
import { preconnect } from './preconnect';
import { preloadRemote } from './remote-preload';
import { preloadSessionCode } from './session-preloads.mjs';
import { listenToServiceWorker } from './offline/connection';
import { liftSplashOnTime, showChurchOnSplash } from './splash/splash';
import { yieldToMain } from 'shared-ui/yield-to-main';

// The shell's own federation instance exists already; the remotes' are made later, with the global plugins.
const yieldBetweenShares = yieldBetweenSharesPlugin();
registerPlugins([yieldBetweenShares]);
registerGlobalPlugins([yieldBetweenShares]);
evaluateChunksInNewTask();
liftSplashOnTime();
preloadSessionCode(window.location.pathname);
// Before the document has parsed: the worker's messages about this page's first reads are handed over then.
listenToServiceWorker();
preloadAppConfig();
void peekPreloadedAppConfig()
  .then(async (config) => {
    if (!config) return;
    // A preloaded config is often in by the time main.js has run, and its handling (the remote's preloads
    // among it) then joined main.js's own task: it now starts in the next.
    await yieldToMain();
    showChurchOnSplash(config.church);
    preconnect(config.supabaseUrl);
    // The remote the first page needs is fetched alongside the shell (an admin's /admin too: its dashboard
    // otherwise waited for the admin portal's manifest, entry and route table until the shell had run).
    const remote = firstRemoteOf(window.location.pathname);
    if (remote) preloadRemote(config.remotes[remote]);
  })
  // Async boundary: lets Module Federation negotiate shared singletons before any of them is evaluated. Taken
  // once the config is in (index.html preloads it, and the bootstrap waits for it anyway), so the remote's
  // files are requested before the bootstrap's scripts start running, not behind them.
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
