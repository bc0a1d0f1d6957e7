import { describe, expect, it } from 'vitest';
import { ADVISOR_LINTS, EXPOSED_SCHEMAS, runAdvisor } from '../../db/advisor/index.ts';
import { runLints } from '../../db/advisor/lint.ts';
import { NOT_PLANTABLE, VIOLATIONS } from './helpers/advisor-violations.ts';
import { rolledBack } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

/** INFO lints that a sound schema still trips on a fresh database (no statistics yet; anonymous sign-ins off). */
const EXPECTED_INFO = new Set(['0005_unused_index', '0012_auth_allow_anonymous_sign_ins']);

describe('the advisor covers every splinter lint it implements with a planted violation', () => {
  it.each(ADVISOR_LINTS.map((l) => l.id))('%s', (id) => {
    expect(Boolean(VIOLATIONS[id]) !== Boolean(NOT_PLANTABLE[id])).toBe(true);
  });
});

describe.each(ENGINES)('advisor on %s', (engineName) => {
  const engine = useEngine(engineName);

  it('finds no ERROR and no WARN on the migrated database, and no INFO but the expected kinds', async () => {
    const findings = await runAdvisor(engine.db);
    expect(findings.filter((f) => !EXPECTED_INFO.has(f.lint))).toEqual([]);
  });

  const plantable = Object.entries(VIOLATIONS).filter(
    ([, v]) => !v.engines || v.engines.includes(engineName),
  );
  it.each(plantable)('%s finds a planted violation', async (id, violation) => {
    const lint = ADVISOR_LINTS.find((l) => l.id === id)!;
    const findings = await rolledBack(engine.db, async (tx) => {
      await tx.exec(violation.sql);
      return runLints(tx, [lint], violation.exposed ?? EXPOSED_SCHEMAS);
    });
    expect(findings.map((f) => f.detail).join('\n')).toContain(violation.finding);
  });

  it('visitors cannot list bucket contents even when files exist', async () => {
    const listed = await rolledBack(engine.db, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, metadata)
         values ('images', 'a.jpg', '{}'), ('sermon-presentations', 'b.pdf', '{}')`,
      );
      await tx.query(
        `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`,
      );
      return (await tx.query('select name from storage.objects')).rows;
    });
    expect(listed).toEqual([]);
  });

  it('the buckets are public with the limits pages rely on', async () => {
    const { rows } = await engine.db.query(
      'select id, public, file_size_limit::int as limit, allowed_mime_types as mime from storage.buckets order by id',
    );
    expect(rows).toEqual([
      {
        id: 'images',
        public: true,
        limit: 10 * 1024 * 1024,
        mime: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
      },
      {
        id: 'sermon-audio',
        public: true,
        limit: 50 * 1024 * 1024,
        mime: ['audio/mpeg', 'audio/x-m4a', 'audio/mp4'],
      },
      {
        id: 'sermon-presentations',
        public: true,
        limit: 50 * 1024 * 1024,
        mime: [
          'application/vnd.openxmlformats-officedocument.presentationml.presentation',
          'application/vnd.ms-powerpoint',
          'application/pdf',
          'application/vnd.oasis.opendocument.presentation',
          'application/vnd.apple.keynote',
          'application/x-iwork-keynote-sffkey',
        ],
      },
    ]);
  });
});
