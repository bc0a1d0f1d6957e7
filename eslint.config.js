import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'public-site', 'admin-portal'];

// Shared as 'shared-ui/query' and 'shared-ui/mutation' (narrowed to what the apps use); a direct import would bundle
// a second copy.
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

/**
 * bulletproof-react's rule: a feature folder is used through its public entry (its index.ts), so a
 * feature can change its insides without breaking another.
 */
const featureBoundaries = {
  files: ['{public-site,admin-portal}/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': [
      { type: 'feature', pattern: '{public-site,admin-portal}/src/features/*', capture: ['app', 'feature'] },
    ],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
            message: 'Import another feature through its index.ts, not its files.',
          },
        ],
      },
    ],
  },
};

/** File and folder names are kebab-case (bulletproof-react); CSS modules and tests keep their suffixes. */
const kebabCaseNames = {
  files: [
    '{shell,public-site,admin-portal,shared-auth,shared-ui,e2e,scripts,bench}/**/*.{ts,tsx,js,mjs}',
    'supabase/**/*.{ts,tsx,js,mjs}',
  ],
  // Supabase's own convention: a functions folder starting with _ holds shared code and is not deployed.
  ignores: ['supabase/functions/_shared/**'],
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': [
      'error',
      { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
      { ignoreMiddleExtensions: true },
    ],
    'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
  },
};

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
  featureBoundaries,
  kebabCaseNames,
  {
    files: ['shared-auth/**/*.{ts,tsx}', 'shared-ui/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/query/index.ts', 'shared-ui/src/query/mutation.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [QUERY_THROUGH_SHARED_UI] }] },
  },
);
