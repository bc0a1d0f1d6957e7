import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { REMOTE_ENTRY_FILE, ROOT } from './scripts/lib/apps.mjs';
import { ASSET_HASH_LENGTH } from './scripts/lib/cache-policy.mjs';
import { firstScreenChunk } from './scripts/build/first-screen-chunk.ts';
import { CompileHintsPlugin } from './scripts/build/compile-hints-plugin.ts';
import { PrecacheManifestPlugin } from './scripts/build/precache-manifest-plugin.ts';
import { PrecompressPlugin } from './scripts/build/precompress-plugin.ts';
import { PreloadBootstrapPlugin } from './scripts/build/preload-bootstrap-plugin.ts';
import { ReproducibleBuildPlugin } from './scripts/build/reproducible-build-plugin.ts';
import { federationRuntimeAsEsm, reactRouterProductionBuild } from './scripts/build/resolve-aliases.ts';
import { sharedConfig } from './scripts/build/shared-modules.ts';

// The one build configuration of the three apps; its parts live in scripts/build/.

export interface AppOptions {
  /** The app's folder (pass `import.meta.dirname`-equivalent of its rspack.config.ts). */
  dir: string;
  /** Module Federation container name, also the key remotes are registered under. */
  name: string;
  port: number;
  /** Modules a remote exposes; a host exposes none. */
  exposes?: Record<string, string>;
  /** The host renders index.html with these values; remotes ship only their entry and manifest. */
  html?: Record<string, string>;
}

/**
 * The syntax level of what we ship: ES2020, which the dependencies already need (Chrome/Edge 80+, Firefox 74+,
 * Safari 14+). Compiling our code down to ES5, SWC's default, turned every async function into an inlined
 * generator state machine and every arrow into a function expression.
 */
const JS_TARGET = 'es2020';

/** How sources, CSS Modules and assets are compiled; also used by builds outside the apps (the shared-ui showcase). */
export function sourceModules(isDev: boolean): NonNullable<Configuration['module']> {
  return {
    // `import styles from './x.module.css'`, the form vitest and TypeScript understand too.
    parser: { 'css/module': { namedExports: false } },
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            target: JS_TARGET,
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
          },
        },
        type: 'javascript/auto',
      },
      { test: /react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/, loader: PURE_CALLS_LOADER },
      {
        test: /@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js$/,
        loader: MEMOISED_SATISFY_LOADER,
      },
      { test: /\.module\.css$/, type: 'css/module' },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
    ],
  };
}

const PURE_CALLS_LOADER = path.join(ROOT, 'scripts/build/pure-calls-loader.mjs');
const MEMOISED_SATISFY_LOADER = path.join(ROOT, 'scripts/build/memoised-satisfy-loader.mjs');

const isDevServer = () => process.env.NODE_ENV !== 'production' && process.argv.includes('serve');

export function createAppConfig(options: AppOptions): Configuration {
  const isDev = isDevServer();
  const isHost = options.html !== undefined;
  return {
    name: options.name,
    context: options.dir,
    // The runtime code rspack writes (chunk loading, federation glue) uses the same syntax level.
    target: ['web', JS_TARGET],
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    entry: isHost ? { main: './src/main.ts' } : {},
    output: {
      path: path.join(options.dir, 'dist'),
      // Remotes load their chunks from wherever their entry was served; the host from its root.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: options.name,
      filename: isDev ? '[name].js' : `assets/[name].[contenthash:${ASSET_HASH_LENGTH}].js`,
      chunkFilename: isDev ? '[name].js' : `assets/[name].[contenthash:${ASSET_HASH_LENGTH}].js`,
      cssFilename: isDev ? '[name].css' : `assets/[name].[contenthash:${ASSET_HASH_LENGTH}].css`,
      cssChunkFilename: isDev ? '[name].css' : `assets/[name].[contenthash:${ASSET_HASH_LENGTH}].css`,
      assetModuleFilename: `assets/[name].[contenthash:${ASSET_HASH_LENGTH}][ext]`,
      clean: true,
    },
    resolve: {
      alias: { ...federationRuntimeAsEsm(isHost), ...(!isDev && reactRouterProductionBuild()) },
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: sourceModules(isDev),
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: REMOTE_ENTRY_FILE,
        exposes: options.exposes,
        remotes: {},
        shared: sharedConfig(options.dir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // One federation runtime in the page: the host provides it and the remotes' entries use it (~34 KB gzip less per remote).
        // `target: 'web'` drops the runtime's Node.js loading paths (nothing here runs federation on a server).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
      new rspack.DefinePlugin({ __BUILD_MARKER__: JSON.stringify(process.env.BUILD_MARKER ?? '') }),
      isHost &&
        new rspack.HtmlRspackPlugin({
          template: './index.html',
          templateParameters: options.html,
          minify: !isDev,
        }),
      isHost && !isDev && new PreloadBootstrapPlugin(),
      isHost && new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.' }] }),
      isDev && new ReactRefreshRspackPlugin(),
      !isDev && new CompileHintsPlugin(),
      !isDev && new ReproducibleBuildPlugin(ROOT),
      !isDev && new PrecompressPlugin(),
    ].filter(Boolean),
    optimization: {
      minimize: !isDev,
      splitChunks: isHost && !isDev ? { cacheGroups: { firstScreen: firstScreenChunk } } : undefined,
      // Ids that do not depend on the checkout's folder (see ReproducibleBuildPlugin); readable ones in development.
      moduleIds: isDev ? 'named' : false,
      chunkIds: isDev ? 'named' : 'natural',
    },
    performance: { hints: false },
    // The CLI turns lazy compilation on for `rspack serve`; its on-demand chunks are served by each dev
    // server itself, which breaks a remote's dynamic imports once they run inside the shell's page.
    lazyCompilation: false,
    devServer: {
      port: options.port,
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    experiments: {},
  };
}

/**
 * The host's production build with its service worker (shell/src/service-worker/sw.ts): a second compilation,
 * for a worker, run once the host's has emitted so that its precache list is the host's files as built. The dev
 * server builds no worker: it would cache what HMR replaces.
 */
export function withServiceWorker(host: Configuration): Configuration | Configuration[] {
  if (isDevServer()) return host;
  const worker: Configuration = {
    name: 'service-worker',
    dependencies: [host.name!],
    context: host.context,
    target: ['webworker', JS_TARGET],
    mode: 'production',
    devtool: 'source-map',
    entry: { sw: './src/service-worker/sw.ts' },
    // The shell's folder: the worker is served from the root, so that its scope is the whole site.
    output: { path: host.output!.path, publicPath: '/', filename: '[name].js', clean: false },
    resolve: { extensions: host.resolve!.extensions, extensionAlias: host.resolve!.extensionAlias },
    module: sourceModules(false),
    plugins: [new PrecacheManifestPlugin(), new ReproducibleBuildPlugin(ROOT), new PrecompressPlugin()],
    optimization: { minimize: true, moduleIds: false, chunkIds: 'natural', splitChunks: false },
    performance: { hints: false },
  };
  return [host, worker];
}
