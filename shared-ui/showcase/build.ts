import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { sourceModules } from '../../rspack.base.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The showcase is a standalone page (no Module Federation), built on demand and never deployed. */
function config(outDir: string): Configuration {
  return {
    context: here,
    mode: 'production',
    devtool: false,
    entry: { main: './main.tsx' },
    output: {
      path: outDir,
      filename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: sourceModules(false),
    plugins: [new rspack.HtmlRspackPlugin({ template: './index.html' })],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

export function buildShowcase(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config(outDir), (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

// `tsx shared-ui/showcase/build.ts OUT_DIR` builds it by hand, e.g. to look at it in a browser.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? path.join(here, '.out'));
  buildShowcase(out).then(
    () => console.log(`showcase built in ${out}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
