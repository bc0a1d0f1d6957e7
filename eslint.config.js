import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'public-site', 'admin-portal'];

// Shared as 'shared-ui/query' (narrowed to what the apps use); a direct import would bundle a second copy.
const QUERY_THROUGH_SHARED_UI = {
  name: '@tanstack/react-query',
  message: "import TanStack Query from 'shared-ui/query', the one copy every app shares.",
};

/** The three apps meet only through shared-* packages and Module Federation, never by importing each other. */
const appBoundaries = APPS.map((app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [QUERY_THROUGH_SHARED_UI],
        patterns: APPS.filter((other) => other !== app).map((other) => ({
          group: [other, `${other}/*`, `**/${other}/**`, `../${other}`],
          message: `${app} may not import ${other}: share code through shared-* packages.`,
        })),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/.tmp/**',
      // pnpm release's default deploy root: built files.
      '.deploy/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...appBoundaries,
  {
    files: ['shared-auth/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/query/index.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [QUERY_THROUGH_SHARED_UI] }] },
  },
);
