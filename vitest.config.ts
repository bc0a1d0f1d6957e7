import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __BUILD_MARKER__: JSON.stringify('test') },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['{shell,public-site,admin-portal,shared-auth,shared-ui}/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['supabase/tests/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Tests share one local API / database per file; files run one at a time on 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
