import { StrictMode, startTransition } from 'react';
import { configureSupabase, needsSessionAtStart } from 'shared-auth';
import { LOADING_OVERLAY_DELAY_MS, setImageTransformations, useAppConfigStore } from 'shared-ui';
import { App } from './app';
import { loadAppConfig } from './app-config';
import { createQueryClient } from './query-client';
import { registerRemotes } from './remotes';
import { createShellRouter, whenRouterReady } from './router';
import { startSession } from './start-session';
import './global.css';

// index.html paints the splash, so React draws nothing before the first route is ready: its code has come
// and its loader has started the page's reads. Those reads then do not wait behind react-dom's download and
// evaluation (simulated LCP on / 2.84 -> 2.72 s). Not past the moment the loading overlay is due, though.
const createAppRoot = async () =>
  (await import(/* webpackChunkName: "render" */ 'react-dom/client')).createRoot(
    document.getElementById('root')!,
  );

async function start() {
  try {
    const config = await loadAppConfig();
    useAppConfigStore.getState().setConfig(config);
    registerRemotes(config);
    configureSupabase(config.supabaseUrl, config.supabaseAnonKey);
    // Off (Supabase Free) this loads nothing; on, the render path's code comes with the first screen.
    const renderPathReady = setImageTransformations(config.imageTransformations === true);
    // Otherwise the session starts once the first screen is shown (App), off a visitor's critical path.
    if (needsSessionAtStart(window.location)) void startSession();
    const queryClient = createQueryClient();
    const router = createShellRouter({ queryClient });
    await whenRouterReady(router, LOADING_OVERLAY_DELAY_MS - performance.now());
    await renderPathReady;
    const app = await createAppRoot();
    // A transition: React renders the first screen in slices, yielding between them (it is under the splash).
    startTransition(() =>
      app.render(
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  } catch (error) {
    (await createAppRoot()).render(
      <main role="alert" style={{ padding: '3rem 1.5rem', fontFamily: 'system-ui, sans-serif' }}>
        <h1>The site could not start</h1>
        <p>{error instanceof Error ? error.message : String(error)}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </main>,
    );
  }
}

void start();
