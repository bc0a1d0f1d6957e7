import { describe, expect, it } from 'vitest';
import { BUCKETS } from '../../../shared-ui/src/data/storage/buckets.ts';
import { useEngine } from './helpers/engines.ts';

interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

/**
 * The apps check files against shared-ui's bucket rules before uploading; the storage server enforces
 * the migration's rows. Both must say the same, or a volunteer is told a file is fine that the server
 * refuses (or the other way round).
 */
describe('bucket rules in the apps', () => {
  const engine = useEngine('pglite');

  it('are exactly the buckets, limits and types the migrations create', async () => {
    const { rows } = await engine.db.query<BucketRow>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id',
    );
    const inDatabase = rows.map((row) => ({
      id: row.id,
      public: row.public,
      maxBytes: Number(row.file_size_limit),
      types: [...(row.allowed_mime_types ?? [])].sort(),
    }));
    const inApps = Object.values(BUCKETS)
      .map((bucket) => ({
        id: bucket.id,
        public: bucket.public,
        maxBytes: bucket.maxBytes,
        types: Object.keys(bucket.types).sort(),
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
    expect(inApps).toEqual(inDatabase);
  });

  it('give every allowed type at least one file extension, so the file picker offers it', () => {
    for (const bucket of Object.values(BUCKETS))
      for (const extensions of Object.values(bucket.types)) expect(extensions.length).toBeGreaterThan(0);
  });
});
