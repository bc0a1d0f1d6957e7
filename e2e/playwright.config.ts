import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { PORTS } from './fixtures/ports';

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure', 'on-first-retry'] as const;
const desktop = { ...devices['Desktop Chrome'], channel: undefined };
const SECURITY = ['security/**/*.spec.ts'];
const FAULTS = ['faults/**/*.spec.ts', 'federation.spec.ts', 'admin-resilience.spec.ts'];

/** The composed production builds, served as deployed, in Debian's Chromium (override with CHROMIUM_PATH or CHROME_PATH). */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './fixtures/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORTS.shell}`,
    // Traces only when asked for: E2E_TRACE=retain-on-failure keeps a failed test's trace (each action's DOM, network,
    // console). Recording one for every test, kept or not, was a tenth of a spec's CPU (admin-managers alone: 118 →
    // 107 CPU-seconds without), and the e2e suite is bound by CPU on the 2-core CI machine. Never the screencast:
    // a frame for every paint was a quarter more again (216 → 162).
    trace: { mode: TRACE_MODES.find((mode) => mode === process.env.E2E_TRACE) ?? 'off', screenshots: false },
    // Playwright's page.route never sees what a service worker fetches, so a spec that fails or shapes
    // requests would be testing the worker's cache instead. Specs about the worker opt in ('allow').
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // `chromium` is `pnpm test:e2e`; `security` and `faults` are the e2e halves of `pnpm test:security` / `pnpm test:faults`.
  projects: [
    { name: 'chromium', use: desktop, testIgnore: [...SECURITY, ...FAULTS] },
    { name: 'security', use: desktop, testMatch: SECURITY },
    { name: 'faults', use: desktop, testMatch: FAULTS },
  ],
});
