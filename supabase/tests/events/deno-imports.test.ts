import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPABASE_DIR } from '../../db/paths.ts';

const FUNCTIONS_DIR = path.join(SUPABASE_DIR, 'functions');
const packageJson = JSON.parse(readFileSync(path.join(SUPABASE_DIR, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
// A type-only import (schema-dts in share) is a devDependency for Node, yet Deno still resolves it.
const pinned = { ...packageJson.devDependencies, ...packageJson.dependencies };
const withDenoJson = readdirSync(FUNCTIONS_DIR).filter((name) => {
  try {
    return Boolean(readFileSync(path.join(FUNCTIONS_DIR, name, 'deno.json')));
  } catch {
    return false;
  }
});

describe('Edge Functions’ npm imports', () => {
  it.each(withDenoJson)('%s/deno.json pins what Node runs in the tests and the apps bundle', (name) => {
    const { imports } = JSON.parse(readFileSync(path.join(FUNCTIONS_DIR, name, 'deno.json'), 'utf8')) as {
      imports: Record<string, string>;
    };
    for (const [specifier, target] of Object.entries(imports)) {
      expect(target).toBe(`npm:${specifier}@${pinned[specifier]}`);
    }
  });

  /** The bare (npm) specifiers a file imports, following its relative imports into _shared. */
  function npmImports(file: string, seen = new Set<string>()): string[] {
    if (seen.has(file)) return [];
    seen.add(file);
    const specifiers = [
      ...readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*from ['"]([^'"]+)['"]/gm),
    ].map((m) => m[1]!);
    return specifiers.flatMap((s) =>
      s.startsWith('.') ? npmImports(path.resolve(path.dirname(file), s), seen) : [s],
    );
  }

  it.each(readdirSync(FUNCTIONS_DIR).filter((n) => !n.startsWith('_')))(
    '%s maps every npm package it imports',
    (name) => {
      const needed = new Set(npmImports(path.join(FUNCTIONS_DIR, name, 'index.ts')));
      const mapped = withDenoJson.includes(name)
        ? Object.keys(JSON.parse(readFileSync(path.join(FUNCTIONS_DIR, name, 'deno.json'), 'utf8')).imports)
        : [];
      expect([...needed].sort()).toEqual(mapped.sort());
    },
  );
});
