import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  rspack,
  type Chunk,
  type Compilation,
  type Compiler,
  type Configuration,
  type Module,
} from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { REMOTE_ENTRY_FILE } from './scripts/lib/apps.mjs';

/** One copy of each in the page, whichever app loads first provides it. */
const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'zustand',
  '@supabase/supabase-js',
  'shared-auth',
  // Its subpaths load when needed: guard (the /auth and /admin frames) when one of those opens, session after the first screen.
  'shared-auth/',
  'shared-ui',
  // Its subpaths (forms, inputs, uploads, notifications, tooltip, query) are shared entries of their own: a page
  // loads only those it imports. TanStack Query is shared as shared-ui/query, which narrows it.
  'shared-ui/',
] as const;

/**
 * Emits .br and .gz next to every text asset so static hosts (and our local servers, via sirv) send
 * compressed files without compressing per request.
 */
class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!/\.(js|css|html|json|svg)$/.test(name)) continue;
            const source = Buffer.from(asset.source());
            if (source.length < 1024) continue;
            const br = brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
            compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
            compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gzipSync(source, { level: 9 })));
          }
        },
      );
    });
  }
}

/**
 * Lists in the host's index.html, as preloads, the files its bootstrap needs before anything can render:
 * the bootstrap chunk and the chunks of the shared modules it imports, and of theirs. Otherwise each
 * level is found only once the one before has downloaded and run (main.js, then React, then react-dom and the
 * rest: three round trips on a phone). Low priority, as the scripts would be: a preloaded script counts as
 * render-blocking in Lighthouse's model, and nothing renders before they have all run anyway.
 */
class PreloadBootstrapPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PreloadBootstrapPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(
        'PreloadBootstrapPlugin',
        (data) => {
          const preload = (href: string, as: string, extra: Record<string, string | boolean> = {}) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', href, as, ...extra },
          });
          data.assetTags.scripts.push(
            // Requested by main.ts with fetch(); a preload as "fetch" needs crossorigin to match it.
            preload(`${data.publicPath}app-config.json`, 'fetch', { crossorigin: 'anonymous' }),
            ...bootstrapScripts(compilation).map((file) =>
              preload(data.publicPath + file, 'script', { fetchpriority: 'low' }),
            ),
          );
          return data;
        },
      );
    });
  }
}

/** main.ts imports the bootstrap by this name, and the bootstrap react-dom's client (once the first route is ready). */
const FIRST_SCREEN_CHUNK_GROUPS = ['bootstrap', 'render'];

/**
 * The JS files of the `bootstrap` and `render` chunk groups and of every shared module its modules consume, transitively.
 * A host loads a shared module from what it provides (registered in main.js), not from the consumer's
 * fallback copy, so each consumed share key is followed to the chunks its provide module loads.
 */
function bootstrapScripts(compilation: Compilation): string[] {
  const { chunkGraph } = compilation;
  const shareKey = (module: Module) =>
    /^(?:consume|provide) shared module \((.+?)\) (.+?)@/.exec(module.identifier())?.slice(1).join(':');
  const provided = new Map<string, Module>();
  for (const module of compilation.modules)
    if (module.type === 'provide-module') provided.set(shareKey(module)!, module);
  const groups = FIRST_SCREEN_CHUNK_GROUPS.map((name) => compilation.namedChunkGroups.get(name));
  if (groups.includes(undefined))
    throw new Error(
      `PreloadBootstrapPlugin: the shell has no chunks named ${FIRST_SCREEN_CHUNK_GROUPS.join(' and ')}`,
    );
  const seen = new Set<Chunk>();
  const queue = groups.flatMap((group) => group!.chunks);
  while (queue.length > 0) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModules(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = provided.get(shareKey(module)!);
      if (!provider) throw new Error(`PreloadBootstrapPlugin: nothing provides ${module.identifier()}`);
      for (const block of provider.blocks)
        queue.push(...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
    }
  }
  return [...seen]
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'))
    .sort();
}

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

function versionOf(pkg: string, fromDir: string): string {
  const base = pkg.replace(/\/$/, '');
  const require = createRequire(path.join(fromDir, 'package.json'));
  const manifest = require.resolve(`${base}/package.json`);
  return JSON.parse(readFileSync(manifest, 'utf8')).version as string;
}

/** Dependencies the build itself reaches into (lucide's icon base, React Router's builds) resolve as shared-ui's do. */
const SHARED_UI_DIR = path.join(import.meta.dirname, 'shared-ui');
const fromSharedUi = createRequire(path.join(SHARED_UI_DIR, 'package.json'));

/** Shared under a package's name, but providing only the exports the apps use (see the module's comment). */
const NARROWED_SHARES: Partial<Record<(typeof SHARED_SINGLETONS)[number], string>> = {
  'react-router-dom': path.join(SHARED_UI_DIR, 'src/federation/react-router-dom.ts'),
};

/**
 * lucide-react's icon base (createLucideIcon and the Icon it renders), shared by its resolved path: each
 * icon module imports it relatively, so without this every chunk holding an icon (shared-ui, shared-auth,
 * the remotes' pages) carried its own copy.
 */
function lucideIconBase() {
  const version = versionOf('lucide-react', SHARED_UI_DIR);
  const file = path.join(path.dirname(fromSharedUi.resolve('lucide-react')), '../esm/createLucideIcon.mjs');
  return [
    file,
    { singleton: true, shareKey: 'lucide-react/create-icon', requiredVersion: `^${version}`, version },
  ] as const;
}

function sharedConfig(fromDir: string) {
  const packages = SHARED_SINGLETONS.map((pkg) => {
    const version = versionOf(pkg, fromDir);
    const narrowed = NARROWED_SHARES[pkg];
    return [
      pkg,
      { singleton: true, requiredVersion: `^${version}`, version, ...(narrowed && { import: narrowed }) },
    ];
  });
  return Object.fromEntries([...packages, lucideIconBase()]);
}

/**
 * rspack imports the federation glue every app embeds (the bundler runtime, @module-federation/runtime) as
 * CommonJS, which keeps all of the SDK they pull in (Node loaders and more: ~5 KB gzip per app); their ES
 * builds tree-shake. The host's runtime-core provider is pointed at the ES build too, so the page holds one
 * runtime core (the remotes use the host's: externalRuntime).
 */
function federationRuntimeAsEsm(isHost: boolean): Record<string, string> {
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
function reactRouterProductionBuild(): Record<string, string> {
  const production = path.join(
    path.dirname(fromSharedUi.resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
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
      { test: /\.module\.css$/, type: 'css/module' },
      { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
      { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
    ],
  };
}

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
  /\/shared-auth\/src\/(index|store|supabase-client|public-client|data\/results|hooks\/use-recovery-redirect|session\/(auth-redirect|needs-session-at-start))\.ts$/,
];
const isFirstScreenSmall = (module: Module) =>
  FIRST_SCREEN_SMALL_MODULES.some((pattern) => pattern.test(module.nameForCondition() ?? ''));

export function createAppConfig(options: AppOptions): Configuration {
  const isDev = process.env.NODE_ENV !== 'production' && process.argv.includes('serve');
  const isHost = options.html !== undefined;
  return {
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
      filename: isDev ? '[name].js' : 'assets/[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : 'assets/[name].[contenthash:10].js',
      cssFilename: isDev ? '[name].css' : 'assets/[name].[contenthash:10].css',
      cssChunkFilename: isDev ? '[name].css' : 'assets/[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
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
      !isDev && new PrecompressPlugin(),
    ].filter(Boolean),
    optimization: {
      minimize: !isDev,
      splitChunks:
        isHost && !isDev
          ? {
              cacheGroups: {
                firstScreen: {
                  name: 'first-screen',
                  chunks: 'async',
                  enforce: true,
                  test: isFirstScreenSmall,
                },
              },
            }
          : undefined,
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
