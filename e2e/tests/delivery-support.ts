import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, type AppName } from '../../scripts/lib/apps.mjs';
import { startReleaseHost } from '../../scripts/lib/release-host.mjs';
import { copyCheckout } from '../../scripts/tests/checkout';
import { urlOf } from '../fixtures/ports';

const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const CLI = path.join(ROOT, 'scripts/release/cli.ts');

/** A production build of one app from `checkout` (this one by default) into a new temp folder. */
export function buildInto(app: AppName, { marker = '', checkout = ROOT } = {}): string {
  const out = mkdtempSync(path.join(os.tmpdir(), `piwc-${app}-`));
  execFileSync(
    process.execPath,
    [path.join(checkout, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--output-path', out],
    {
      cwd: path.join(checkout, app),
      env: { ...process.env, NODE_ENV: 'production', BUILD_MARKER: marker },
      stdio: 'pipe',
    },
  );
  return out;
}

/** A checkout of this commit in which shared-ui claims another version: what another team's branch would build. */
export function checkoutWithSharedUi(version: string): string {
  const dir = copyCheckout(mkdtempSync(path.join(os.tmpdir(), 'piwc-shared-ui-')));
  const manifest = path.join(dir, 'shared-ui/package.json');
  writeFileSync(
    manifest,
    readFileSync(manifest, 'utf8').replace(/"version": "[^"]+"/, `"version": "${version}"`),
  );
  return dir;
}

export interface Deployment {
  root: string;
  env: NodeJS.ProcessEnv;
  /** Runs the release CLI (`pnpm release …` is `release …` here); resolves with its exit code and output. */
  run(...args: string[]): Promise<{ code: number; out: string }>;
  pointer(): { releases: Record<string, string | null>; remotes: Record<string, string> };
  serve(app: AppName, port: number): Promise<void>;
  stop(): Promise<void>;
}

/** A deploy root of its own, released to with the real CLI and served by the reference host. */
export function deployment(
  ports: { shell: number; publicSite: number; adminPortal: number },
  apiUrl: string,
): Deployment {
  const root = mkdtempSync(path.join(os.tmpdir(), 'piwc-deploy-'));
  const env = {
    ...process.env,
    DEPLOY_ROOT: root,
    SUPABASE_URL: apiUrl,
    PUBLIC_SITE_URL: `${urlOf(ports.publicSite)}/`,
    ADMIN_PORTAL_URL: `${urlOf(ports.adminPortal)}/`,
  };
  const servers: Server[] = [];
  return {
    root,
    env,
    run: (...args) =>
      promisify(execFile)(process.execPath, [TSX, CLI, ...args], { env, cwd: ROOT }).then(
        ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          out: error.stdout + error.stderr,
        }),
      ),
    pointer: () => JSON.parse(readFileSync(path.join(root, 'app-config.json'), 'utf8')),
    serve: async (app, port) => {
      servers.push(await startReleaseHost({ root, app, port }));
    },
    stop: async () => {
      for (const server of servers.splice(0)) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}
