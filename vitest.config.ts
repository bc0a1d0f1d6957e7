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

export default defineConfig({
  define: { __BUILD_MARKER__: JSON.stringify('test') },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // What the builds share as 'react-router-dom' (shared-modules.ts), so that tests run the router the page runs.
          alias: [
            {
              find: /^react-router-dom$/,
              replacement: fileURLToPath(
                new URL('./shared-ui/src/federation/react-router-dom.ts', import.meta.url),
              ),
            },
          ],
          include: ['{shell,public-site,admin-portal,shared-auth,shared-ui}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          // Worker threads, both cores: vitest's default (forks, one fewer worker than cores) left a core of the
          // 2-core CI machine idle, and each file's fresh happy-dom costs more in a forked process. Each file still
          // gets its own module graph (isolation stays on: the stores are module state). 154 → 83 s here.
          pool: 'threads',
          maxWorkers: 2,
          css: { modules: { classNameStrategy: 'non-scoped' } },
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
