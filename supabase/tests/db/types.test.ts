import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../db/generate-types.ts';
import { SUPABASE_DIR } from '../../db/paths.ts';
import { rolledBack } from './helpers/as-role.ts';
import { useEngine } from './helpers/engines.ts';

const run = promisify(execFile);
const ROOT = path.resolve(SUPABASE_DIR, '..');
const TYPES_FILE = path.join(SUPABASE_DIR, 'types', 'database.ts');

describe('generated Database types', () => {
  const engine = useEngine('pglite');

  it('`pnpm db:types:check` passes: the committed types match the migrations', async () => {
    const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
    const { stdout } = await run(tsx, ['supabase/scripts/gen-types.ts', '--check'], { cwd: ROOT });
    expect(stdout).toContain('Database types match the migrations.');
  });

  it('what the check compares is the committed file', async () => {
    expect(await generateTypes(engine.db)).toBe(await readFile(TYPES_FILE, 'utf8'));
  });

  it('a schema change shows up in the generated types (so drift fails the check)', async () => {
    const changed = await rolledBack(engine.db, async (tx) => {
      await tx.exec('alter table public.events add column livestream_url text');
      return generateTypes(tx);
    });
    expect(changed).toContain('livestream_url: string | null;');
    expect(changed).not.toBe(await readFile(TYPES_FILE, 'utf8'));
  });
});
