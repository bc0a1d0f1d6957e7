import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyMigrations, listMigrations, runBootstrap } from '../../db/migrate.ts';
import { MIGRATIONS_DIR } from '../../db/paths.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';
import { schemaSnapshot } from './helpers/snapshot.ts';

describe('migration files', () => {
  it('are named <14-digit timestamp>_<snake_case>.sql with unique versions', async () => {
    const migrations = await listMigrations();
    expect(migrations.length).toBeGreaterThanOrEqual(4);
    for (const m of migrations) expect(path.basename(m.file)).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
    expect(new Set(migrations.map((m) => m.version)).size).toBe(migrations.length);
  });

  it('create nothing in the schemas hosted Supabase owns (only policies and bucket rows)', async () => {
    for (const m of await listMigrations()) {
      const sql = (await readFile(m.file, 'utf8')).replace(/--.*$/gm, '');
      expect(sql, m.file).not.toMatch(
        /\b(create|alter|drop)\s+(or\s+replace\s+)?(table|function|schema|type|index|trigger|view)\s+(if\s+(not\s+)?exists\s+)?"?(auth|storage)"?\./i,
      );
      // Schemas of their own (e.g. `private` for policy helpers) are fine; hosted's are not theirs to make.
      expect(sql, m.file).not.toMatch(
        /\b(create|drop)\s+schema\s+(if\s+(not\s+)?exists\s+)?"?(auth|storage|realtime|extensions|public)"?\b/i,
      );
      expect(sql, m.file).not.toMatch(/\bcreate\s+role\b/i);
    }
  });
});

describe.each(ENGINES)('migrations on %s', (engineName) => {
  const engine = useEngine(engineName, { migrate: false });

  it('apply from scratch in order, twice on fresh databases, with identical schemas', async () => {
    const storageDir = engine.storageDir;
    const first = engine.db;
    const second = await engine.freshDatabase();
    const names = (await listMigrations()).map((m) => `${m.version}_${m.name}`);

    for (const db of [first, second]) {
      const result = await prepareDatabase(db, { storageDir });
      expect(result).toEqual({ appliedMigrations: names, seeded: false });
    }
    const [a, b] = [await schemaSnapshot(first), await schemaSnapshot(second)];
    expect(a.policies!.length).toBeGreaterThan(40);
    expect(a.columns!.length).toBeGreaterThan(150);
    expect(b).toEqual(a);

    const { rows } = await first.query<{ version: string; name: string; statements: string[] }>(
      'select version, name, statements from supabase_migrations.schema_migrations order by applied_at, version',
    );
    expect(rows.map((r) => `${r.version}_${r.name}`)).toEqual(names);
    expect(rows.every((r) => r.statements.length === 1 && r.statements[0]!.length > 0)).toBe(true);
  });

  it('a second prepare applies nothing and changes nothing', async () => {
    const before = await schemaSnapshot(engine.db);
    expect(await prepareDatabase(engine.db, { storageDir: engine.storageDir })).toEqual({
      appliedMigrations: [],
      seeded: false,
    });
    expect(await schemaSnapshot(engine.db)).toEqual(before);
  });

  it('a failing migration leaves no trace and stops the ones after it', async () => {
    const db = await engine.freshDatabase();
    await runBootstrap(db);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'piwc-migrations-'));
    try {
      await writeFile(
        path.join(dir, '20000101000000_good.sql'),
        'create table public.good (id int primary key);',
      );
      await writeFile(
        path.join(dir, '20000101000001_bad.sql'),
        'create table public.half (id int primary key);\ninsert into public.nope values (1);',
      );
      await writeFile(
        path.join(dir, '20000101000002_later.sql'),
        'create table public.later (id int primary key);',
      );
      await expect(applyMigrations(db, dir)).rejects.toThrow(/nope/);
      const tables = await db.query<{ t: string }>(
        `select relname as t from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`,
      );
      expect(tables.rows.map((r) => r.t)).toEqual(['good']);
      const history = await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      );
      expect(history.rows.map((r) => r.version)).toEqual(['20000101000000']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the bootstrap is idempotent', async () => {
    const before = await schemaSnapshot(engine.db);
    await runBootstrap(engine.db);
    expect(await schemaSnapshot(engine.db)).toEqual(before);
  });
});

describe('migrations folder', () => {
  it('is where prepareDatabase reads from', () => {
    expect(MIGRATIONS_DIR.endsWith(path.join('supabase', 'migrations'))).toBe(true);
  });
});
