import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SUPABASE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// tsx's loader inside this very node process. Through tsx's CLI the API would be a grandchild: a SIGKILL
// would reach only the wrapper and leave the real server running, orphaned, holding the test's stderr
// (vitest then waited 10 s at exit, and the "killed" API had never stopped).
const TSX_LOADER = pathToFileURL(path.resolve(SUPABASE_DIR, '../node_modules/tsx/dist/loader.mjs')).href;

const healthy = (url: string) =>
  fetch(`${url}/health`).then(
    (r) => r.ok,
    () => false,
  );

export interface ApiProcess {
  url: string;
  /** The server's own PID (no wrapper in between). */
  readonly pid: number | undefined;
  start(options?: { reset?: boolean }): Promise<void>;
  /** Sends the signal and waits until the process has exited and the port no longer answers. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The local API as a separate process on a fixed port, for tests that kill and restart it. */
export function apiProcess(port: number, dataDir: string): ApiProcess {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  return {
    url,
    get pid() {
      return child?.pid;
    },
    async start({ reset = false } = {}) {
      if (await healthy(url)) throw new Error(`something already answers on ${url}`);
      const args = [
        '--import',
        TSX_LOADER,
        path.join(SUPABASE_DIR, 'local/main.ts'),
        '--port',
        String(port),
        '--data-dir',
        dataDir,
      ];
      const started = spawn(process.execPath, reset ? [...args, '--reset'] : args, {
        cwd: SUPABASE_DIR,
        env: { ...process.env, SUPABASE_PUBLIC_URL: url, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child = started;
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (started.exitCode !== null) throw new Error(`local API exited with ${started.exitCode}`);
        if (await healthy(url)) return;
        await sleep(200);
      }
      throw new Error('local API did not become healthy');
    },
    async stop(signal = 'SIGTERM') {
      const running = child;
      child = null;
      if (running && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill(signal);
        await exited;
      }
      if (await healthy(url)) throw new Error(`${url} still answers after ${signal}`);
    },
  };
}
