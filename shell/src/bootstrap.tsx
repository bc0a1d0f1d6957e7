import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSupabase, needsSessionAtStart } from 'shared-auth';
import { useAppConfigStore } from 'shared-ui';
import { App } from './app';
import { loadAppConfig } from './app-config';
import { createQueryClient } from './query-client';
import { registerRemotes } from './remotes';
import { createShellRouter } from './router';
import { startSession } from './start-session';
import './global.css';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadAppConfig();
    useAppConfigStore.getState().setConfig(config);
    registerRemotes(config);
    configureSupabase(config.supabaseUrl, config.supabaseAnonKey);
    // Otherwise the session starts once the first screen is shown (App), off a visitor's critical path.
    if (needsSessionAtStart(window.location)) void startSession();
    const queryClient = createQueryClient();
    root.render(
      <StrictMode>
        <App router={createShellRouter({ queryClient })} queryClient={queryClient} />
      </StrictMode>,
    );
  } catch (error) {
    root.render(
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
