import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, freshDataDir, startTestApi, stopTestPostgres } from './helpers.ts';

let dataDir: string | undefined;
afterAll(async () => {
  await stopTestPostgres();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps rows, files, users and sessions across a restart; reset wipes them', async () => {
    dataDir = await freshDataDir();
    const first = await startTestApi({ dataDir });
    const admin = await first.signedIn(ADMIN);
    const inserted = await admin
      .from('events')
      .insert({ title: 'Survives restarts', starts_at: '2027-02-01T09:00:00Z' })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    // A real 1×1 PNG: the API refuses bytes that are not the type they are uploaded as.
    const bytes = new Uint8Array(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    expect(
      (await admin.storage.from('images').upload('persist/p.png', bytes, { contentType: 'image/png' })).error,
    ).toBeNull();
    const refreshToken = (await admin.auth.getSession()).data.session!.refresh_token;
    await first.stop();

    const second = await startTestApi({ dataDir });
    try {
      const { data } = await second
        .anon()
        .from('events')
        .select('title')
        .eq('id', inserted.data!.id)
        .single();
      expect(data).toEqual({ title: 'Survives restarts' });
      const file = await fetch(
        second.anon().storage.from('images').getPublicUrl('persist/p.png').data.publicUrl,
      );
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
      const refreshed = await second.anon().auth.refreshSession({ refresh_token: refreshToken });
      expect(refreshed.error).toBeNull();
      expect(refreshed.data.user?.email).toBe(ADMIN.email);
    } finally {
      await second.stop();
    }

    const reset = await startTestApi({ dataDir, reset: true });
    try {
      const { data } = await reset.anon().from('events').select('title').eq('title', 'Survives restarts');
      expect(data).toEqual([]);
      expect(
        (await fetch(reset.anon().storage.from('images').getPublicUrl('persist/p.png').data.publicUrl))
          .status,
      ).toBe(400);
      expect(
        (await reset.anon().from('events').select('id', { count: 'exact', head: true })).count,
      ).toBeGreaterThan(0);
    } finally {
      await reset.stop();
    }
  });
});
