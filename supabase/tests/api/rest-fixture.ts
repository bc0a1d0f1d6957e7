import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { loadFixture } from '../postgrest/harness.ts';
import { startTestApi, type TestApi } from './helpers.ts';

/**
 * A seeded local API with the PostgREST conformance schema loaded (postgrest/fixture.sql: authors, books,
 * tags and functions independent of the content tables), and an anon client, for the enclosing file.
 */
export function withRestApi(): { readonly api: TestApi; readonly db: SupabaseClient } {
  let api: TestApi | undefined;
  let db: SupabaseClient | undefined;
  beforeAll(async () => {
    api = await startTestApi();
    await loadFixture(api);
    db = api.anon();
  });
  afterAll(async () => api?.close());
  return {
    get api() {
      return api!;
    },
    get db() {
      return db!;
    },
  };
}
