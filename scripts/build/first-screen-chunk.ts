import type { Module } from '@rspack/core';

/**
 * The first screen's small shared modules, in one chunk: React, its JSX runtime, react-dom's entry (not its
 * client), zustand, lucide's icon base, the modules that narrow TanStack Query and React Router, and
 * shared-auth's root. Each was its own chunk of 0.3–3 KB: nine requests, each a round trip on a phone (simulated
 * LCP on / 2.96 → 2.80 s). The large ones (react-dom's client, React Router, TanStack Query) stay apart: merged
 * into one download they were slower (LCP +0.3 s).
 */
const FIRST_SCREEN_SMALL_MODULES = [
  /\/react\/(index|jsx-runtime)\.js$/,
  /\/react\/cjs\/react(-jsx-runtime)?\.production\.js$/,
  /\/react-dom\/(index|cjs\/react-dom\.production)\.js$/,
  /\/zustand\/esm\//,
  /\/lucide-react\/dist\/esm\/(createLucideIcon|Icon|defaultAttributes|context|shared\/src\/.+)\.mjs$/,
  /\/shared-ui\/src\/(query\/index|federation\/react-router-dom)\.ts$/,
  // shared-ui/connection: the Supabase settings, the visitor's data client and the admin lookup's.
  /\/shared-ui\/src\/data\/(connection|supabase-settings|public-client|signed-in-reader)\.ts$/,
  /\/shared-auth\/src\/(index|store|supabase-client|hooks\/use-recovery-redirect|session\/(auth-redirect|needs-session-at-start))\.ts$/,
];
const isFirstScreenSmall = (module: Module) =>
  FIRST_SCREEN_SMALL_MODULES.some((pattern) => pattern.test(module.nameForCondition() ?? ''));

/** The host's split-chunks group that holds them. */
export const firstScreenChunk = {
  name: 'first-screen',
  chunks: 'async',
  enforce: true,
  test: isFirstScreenSmall,
} as const;
