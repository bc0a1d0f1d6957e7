import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers.ts';

describe.each(['free', 'pro'] as const)('on the %s plan', (plan) => {
  let api: TestApi;
  let picture = '';
  beforeAll(async () => {
    api = await startTestApi({ plan });
    const { rows } = await api.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'images' and name like '%.jpg' order by name limit 1`,
    );
    picture = rows[0]!.name;
  });
  afterAll(async () => {
    await api.close();
  });

  it('public files are served as they are', async () => {
    const res = await api.fetch(`/storage/v1/object/public/images/${picture}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it(`image rendering is ${plan === 'free' ? 'refused as hosted Storage refuses it' : 'available'}`, async () => {
    const res = await api.fetch(`/storage/v1/render/image/public/images/${picture}?width=320&quality=60`);
    if (plan === 'pro') {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      return;
    }
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: 'FeatureNotEnabled',
      statusCode: '403',
      message: 'feature not enabled for this tenant',
      code: 'FeatureNotEnabled',
    });
  });
});
