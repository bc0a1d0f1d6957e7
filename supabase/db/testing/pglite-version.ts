import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** PGlite's version, from the package.json above its entry (its exports do not include that file). */
export function pgliteVersion(): string {
  for (
    let dir = path.dirname(require.resolve('@electric-sql/pglite'));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
    if (manifest.name === '@electric-sql/pglite') return manifest.version;
  }
  throw new Error("@electric-sql/pglite's package.json was not found");
}
