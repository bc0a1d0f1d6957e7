import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as narrowed from './react-router-dom';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const APP_SOURCES = ['shell/src', 'public-site/src', 'admin-portal/src', 'shared-auth/src', 'shared-ui/src'];

function sourceFiles(dir: string): string[] {
  return (
    readdirSync(dir, { withFileTypes: true, recursive: true })
      // Tests and their helpers (testing/) may use what the apps do not: they run where vitest resolves it too.
      .filter(
        (entry) =>
          entry.isFile() &&
          /\.tsx?$/.test(entry.name) &&
          !/\.test\.tsx?$/.test(entry.name) &&
          !entry.parentPath.includes(`${path.sep}testing`),
      )
      .map((entry) => path.join(entry.parentPath, entry.name))
  );
}

/** Value names imported from 'react-router-dom' (type-only imports are erased and need nothing at run time). */
function importedValues(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue;
    const braces = /^\{([^}]*)\}$/.exec(match[2]!.trim());
    if (!braces)
      throw new Error(`only named imports can be narrowed: import ${match[2]} from 'react-router-dom'`);
    for (const spec of braces[1]!
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (!spec.startsWith('type ')) names.push(spec.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

describe("the narrowed 'react-router-dom' share", () => {
  it('exports every name the apps import from react-router-dom', () => {
    const used = new Set(
      APP_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) =>
        importedValues(readFileSync(file, 'utf8')),
      ),
    );
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter((name) => !(name in narrowed));
    expect(missing, 'add these to shared-ui/src/federation/react-router-dom.ts').toEqual([]);
  });

  it('reads imports the way the apps write them', () => {
    expect(
      importedValues("import { Link, type RouteObject, useParams as params } from 'react-router-dom';"),
    ).toEqual(['Link', 'useParams']);
    expect(importedValues("import type { Location } from 'react-router-dom';")).toEqual([]);
    expect(() => importedValues("import * as Router from 'react-router-dom';")).toThrow('only named imports');
  });
});
