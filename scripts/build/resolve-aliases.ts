import { createRequire } from 'node:module';
import path from 'node:path';
import { SHARED_UI_DIR } from './shared-modules.ts';

const fromSharedUi = createRequire(path.join(SHARED_UI_DIR, 'package.json'));

/**
 * rspack imports the federation glue every app embeds (the bundler runtime, @module-federation/runtime) as
 * CommonJS, which keeps all of the SDK they pull in (Node loaders and more: ~5 KB gzip per app); their ES
 * builds tree-shake. The host's runtime-core provider is pointed at the ES build too, so the page holds one
 * runtime core (the remotes use the host's: externalRuntime).
 */
export function federationRuntimeAsEsm(isHost: boolean): Record<string, string> {
  const fromEnhanced = createRequire(
    createRequire(import.meta.filename).resolve('@module-federation/enhanced/rspack'),
  );
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools/package.json'));
  const bundlerRuntime = fromTools.resolve('@module-federation/webpack-bundler-runtime');
  const runtime = createRequire(bundlerRuntime).resolve('@module-federation/runtime');
  return {
    [bundlerRuntime + '$']: bundlerRuntime.replace(/\.cjs$/, '.js'),
    // rspack's plugin aliases `@module-federation/runtime` to its CommonJS file; the same key overrides that.
    '@module-federation/runtime': runtime.replace(/\.cjs$/, '.js'),
    ...(isHost && {
      '@module-federation/runtime-tools/runtime-core': createRequire(runtime)
        .resolve('@module-federation/runtime-core')
        .replace(/\.cjs$/, '.js'),
    }),
  };
}

/**
 * React Router's package exports point only at its development build, whose dev warnings are switched on by a
 * constant (ENABLE_DEV_WARNINGS) rather than NODE_ENV; its production build, beside it, has them off so the
 * minifier drops them.
 */
export function reactRouterProductionBuild(): Record<string, string> {
  const production = path.join(
    path.dirname(fromSharedUi.resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}
