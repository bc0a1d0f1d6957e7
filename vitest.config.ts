import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const SECURITY = [
  'supabase/tests/security/**/*.test.ts',
  'supabase/tests/api/{hostile,rls,auth}.test.ts',
  'supabase/tests/db/rls-matrix.test.ts',
];
const FAULTS = ['supabase/tests/faults/**/*.test.ts', 'supabase/tests/api/persistence.test.ts'];
const node = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Each file starts its own API on a free port with its own copy of the data folder (or its own database), so two
  // files run at once: they wait on the API more than they compute, and 2 cores take integration 6.5 → 3.7 min.
  fileParallelism: true,
  maxWorkers: 2,
} as const;
/** The fault files kill and restart API processes and time their recovery: one at a time, nothing else loading the machine. */
const oneFileAtATime = { fileParallelism: false, maxWorkers: 1 } as const;

const APPS = '{shell,public-site,admin-portal,shared-auth,shared-ui}/src/**';
// Unit tests run in Node, except those that need a browser's document: a component's (`.test.tsx`) or one named
// `.dom.test.ts` (it reads localStorage, the address bar, the document…). 44 of the 100 files need neither, and
// skip happy-dom and Testing Library's setup.
const UNIT_TESTS = `${APPS}/*.test.ts`;
const BROWSER_UNIT_TESTS = `${APPS}/*.dom.test.ts`;
const COMPONENT_TESTS = `${APPS}/*.test.tsx`;
const unit = {
  // What the builds share as 'react-router-dom' (shared-modules.ts), so that tests run the router the page runs.
  alias: [
    {
      find: /^react-router-dom$/,
      replacement: fileURLToPath(new URL('./shared-ui/src/federation/react-router-dom.ts', import.meta.url)),
    },
  ],
  // Each file in a VM context of its own, in worker threads on both cores: isolated as before (the stores are
  // module state), but each worker lives on and sets a file's happy-dom up in ~30 ms instead of starting afresh.
  // The suite took 106 s here in plain threads, 73 s with the Node files apart, 28 s so (32 s without them apart).
  // The sandbox's known cost (an error from a Node built-in is not `instanceof Error` in the test) touches no test.
  pool: 'vmThreads',
  maxWorkers: 2,
  css: { modules: { classNameStrategy: 'non-scoped' } },
} as const;

export default defineConfig({
  define: { __BUILD_MARKER__: JSON.stringify('test') },
  test: {
    projects: [
      {
        test: {
          ...unit,
          name: 'unit-node',
          environment: 'node',
          include: [UNIT_TESTS],
          exclude: [BROWSER_UNIT_TESTS],
        },
      },
      {
        test: {
          ...unit,
          name: 'unit-dom',
          environment: 'happy-dom',
          include: [COMPONENT_TESTS, BROWSER_UNIT_TESTS],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          ...node,
          name: 'integration',
          include: ['supabase/tests/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...SECURITY, ...FAULTS],
        },
      },
      // `pnpm test:security` / `pnpm test:faults` run these (with their e2e halves); integration skips them so nothing runs twice.
      { test: { ...node, name: 'security', include: SECURITY } },
      { test: { ...node, ...oneFileAtATime, name: 'faults', include: FAULTS } },
    ],
  },
});
