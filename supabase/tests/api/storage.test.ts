import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../local/config.ts';
import { ADMIN, MEMBER, startTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let admin: SupabaseClient;
let member: SupabaseClient;
let jpeg: Buffer;

const jpegBlob = () => new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
const storedFile = (bucket: string, name: string) => path.join(api.dataDir, 'storage', bucket, name);

beforeAll(async () => {
  // The render endpoint as Pro serves it (Free refuses it: plan.test.ts).
  api = await startTestApi({ plan: 'pro' });
  admin = await api.signedIn(ADMIN);
  member = await api.signedIn(MEMBER);
  jpeg = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
});
afterAll(async () => api?.close());

describe('upload and download', () => {
  it('uploads multipart (Blob) as admin and serves it publicly and authenticated', async () => {
    const up = await admin.storage.from('images').upload('tests/one.jpg', jpegBlob());
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: 'tests/one.jpg', fullPath: 'images/tests/one.jpg' });
    expect(existsSync(storedFile('images', 'tests/one.jpg'))).toBe(true);

    const publicUrl = admin.storage.from('images').getPublicUrl('tests/one.jpg').data.publicUrl;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await res.arrayBuffer()).equals(jpeg)).toBe(true);
    const etag = res.headers.get('etag')!;
    expect((await fetch(publicUrl, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const head = await fetch(publicUrl, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(jpeg.length));

    const dl = await admin.storage.from('images').download('tests/one.jpg');
    expect(dl.data?.size).toBe(jpeg.length);
    const info = await admin.storage.from('images').info('tests/one.jpg');
    expect(info.data).toMatchObject({
      name: 'tests/one.jpg',
      size: jpeg.length,
      contentType: 'image/jpeg',
      bucketId: 'images',
    });
  });

  it('refuses duplicates unless upsert; update replaces; raw bodies work', async () => {
    const dup = await admin.storage.from('images').upload('tests/one.jpg', jpegBlob());
    expect(dup.error).toMatchObject({ statusCode: '409' });
    const small = await sharp(jpeg).resize(10).png().toBuffer();
    const upsert = await admin.storage
      .from('images')
      .upload('tests/one.jpg', small, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toBeNull();
    const updated = await admin.storage.from('images').update('tests/one.jpg', jpegBlob());
    expect(updated.error).toBeNull();
    const missing = await admin.storage.from('images').update('tests/none.jpg', jpegBlob());
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });

  it('lets the storage policies decide, leaving no file behind on refusal', async () => {
    const byMember = await member.storage.from('images').upload('tests/member.jpg', jpegBlob());
    expect(byMember.error).toMatchObject({ statusCode: '403' });
    const byAnon = await api.anon().storage.from('images').upload('tests/anon.jpg', jpegBlob());
    expect(byAnon.error).toMatchObject({ statusCode: '403' });
    expect(existsSync(storedFile('images', 'tests/member.jpg'))).toBe(false);
    expect(existsSync(storedFile('images', 'tests/anon.jpg'))).toBe(false);
    expect((await member.storage.from('images').download('tests/one.jpg')).error).toMatchObject({
      statusCode: '404',
    });
  });

  it('enforces bucket MIME types (with wildcards) and size limits', async () => {
    const wrongType = await admin.storage
      .from('images')
      .upload('tests/notes.txt', 'hello', { contentType: 'text/plain' });
    expect(wrongType.error).toMatchObject({ statusCode: '415' });
    const service = api.service();
    expect(
      (
        await service.storage.createBucket('notes', {
          public: false,
          fileSizeLimit: 1000,
          allowedMimeTypes: ['text/*'],
        })
      ).error,
    ).toBeNull();
    expect(
      (await service.storage.from('notes').upload('a.txt', 'hello', { contentType: 'text/markdown' })).error,
    ).toBeNull();
    const tooBig = await service.storage
      .from('notes')
      .upload('big.txt', 'x'.repeat(2000), { contentType: 'text/plain' });
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    expect(existsSync(storedFile('notes', 'big.txt'))).toBe(false);
  });
});

describe('list, move, copy, remove', () => {
  it('lists folders first, relative to the prefix, under RLS', async () => {
    for (const name of ['tests/list/b.jpg', 'tests/list/a.jpg', 'tests/list/sub/c.jpg']) {
      expect((await admin.storage.from('images').upload(name, jpegBlob())).error).toBeNull();
    }
    const { data } = await admin.storage.from('images').list('tests/list');
    expect(data!.map((e) => e.name)).toEqual(['sub', 'a.jpg', 'b.jpg']);
    expect(data![0]).toMatchObject({ id: null, metadata: null });
    expect(data![1]!.metadata).toMatchObject({ mimetype: 'image/jpeg', size: jpeg.length });
    const searched = await admin.storage.from('images').list('tests/list', { search: 'B' });
    expect(searched.data!.map((e) => e.name)).toEqual(['b.jpg']);
    const paged = await admin.storage.from('images').list('tests/list', { limit: 1, offset: 1 });
    expect(paged.data!.map((e) => e.name)).toEqual(['a.jpg']);
    expect((await member.storage.from('images').list('tests/list')).data).toEqual([]);
  });

  it('moves and copies objects and their bytes', async () => {
    expect(
      (await admin.storage.from('images').move('tests/list/a.jpg', 'tests/moved/a.jpg')).error,
    ).toBeNull();
    expect(existsSync(storedFile('images', 'tests/list/a.jpg'))).toBe(false);
    expect(
      (await fetch(admin.storage.from('images').getPublicUrl('tests/moved/a.jpg').data.publicUrl)).status,
    ).toBe(200);
    const copied = await admin.storage.from('images').copy('tests/moved/a.jpg', 'tests/copied/a.jpg');
    expect(copied.data).toEqual({ path: 'images/tests/copied/a.jpg' });
    expect(existsSync(storedFile('images', 'tests/copied/a.jpg'))).toBe(true);
    expect(
      (await member.storage.from('images').move('tests/moved/a.jpg', 'tests/x.jpg')).error,
    ).toMatchObject({ statusCode: '404' });
  });

  it('removes what the caller may delete and skips the rest', async () => {
    const byMember = await member.storage.from('images').remove(['tests/copied/a.jpg']);
    expect(byMember.data).toEqual([]);
    const { data } = await admin.storage.from('images').remove(['tests/copied/a.jpg', 'tests/not-there.jpg']);
    expect(data!.map((r) => r.name)).toEqual(['tests/copied/a.jpg']);
    expect(existsSync(storedFile('images', 'tests/copied/a.jpg'))).toBe(false);
    expect(
      (await fetch(admin.storage.from('images').getPublicUrl('tests/copied/a.jpg').data.publicUrl)).status,
    ).toBe(400);
  });
});

describe('signed URLs', () => {
  it('signs visible objects and checks the token', async () => {
    const { data } = await admin.storage.from('images').createSignedUrl('tests/one.jpg', 60);
    expect((await fetch(data!.signedUrl)).status).toBe(200);
    const forged = data!.signedUrl.replace(/token=([^&]+)/, (_m, t: string) => `token=${t.slice(0, -2)}xx`);
    expect((await fetch(forged)).status).toBe(400);
    const otherPath = data!.signedUrl.replace('tests/one.jpg', 'tests/list/b.jpg');
    expect((await fetch(otherPath)).status).toBe(400);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ url: 'images/tests/one.jpg', iat: now - 120, exp: now - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(DEFAULT_JWT_SECRET));
    const res = await fetch(`${api.url}/storage/v1/object/sign/images/tests/one.jpg?token=${expired}`);
    expect(await res.json()).toMatchObject({ statusCode: '403', code: 'InvalidJWT' });
    expect((await member.storage.from('images').createSignedUrl('tests/one.jpg', 60)).error).toMatchObject({
      statusCode: '404',
    });
    const many = await admin.storage.from('images').createSignedUrls(['tests/one.jpg', 'tests/nope.jpg'], 60);
    expect(many.data!.map((d) => d.error)).toEqual([
      null,
      'Either the object does not exist or you do not have access to it',
    ]);
    const rendered = await admin.storage
      .from('images')
      .createSignedUrl('tests/one.jpg', 60, { transform: { width: 100, format: 'origin' } });
    const img = await fetch(rendered.data!.signedUrl);
    expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).width).toBe(100);
  });
});

describe('image rendering', () => {
  it('renders with sharp, negotiates WebP, caches with an ETag', async () => {
    const url = admin.storage
      .from('images')
      .getPublicUrl('tests/one.jpg', { transform: { width: 300, quality: 60, resize: 'contain' } })
      .data.publicUrl;
    expect(url).toContain('/render/image/public/images/tests/one.jpg?width=300');
    const first = await fetch(url, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(first.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    const again = await fetch(url, { headers: { Accept: 'image/webp' } });
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(
      (await fetch(url, { headers: { Accept: 'image/webp', 'If-None-Match': first.headers.get('etag')! } }))
        .status,
    ).toBe(304);
    const origin = await fetch(`${url}&format=origin`);
    expect(origin.headers.get('content-type')).toBe('image/jpeg');
    const cover = await fetch(
      url.replace('resize=contain', 'resize=cover').replace('width=300', 'width=200&height=200'),
      { headers: { Accept: 'image/webp' } },
    );
    expect(await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).toMatchObject({
      width: 200,
      height: 200,
    });
    const huge = await fetch(url.replace('width=300', 'width=99999'));
    expect((await sharp(Buffer.from(await huge.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it('rejects out-of-range parameters and follows RLS on the authenticated route', async () => {
    const base = `${api.url}/storage/v1/render/image/public/images/tests/one.jpg`;
    for (const q of ['quality=10', 'quality=101', 'resize=stretch', 'format=gif', 'width=abc', 'height=-5']) {
      const res = await fetch(`${base}?${q}`);
      expect([q, res.status]).toEqual([q, 400]);
    }
    const own = await admin.storage.from('images').download('tests/one.jpg', { transform: { width: 50 } });
    expect(own.error).toBeNull();
    expect(
      (await member.storage.from('images').download('tests/one.jpg', { transform: { width: 50 } })).error,
    ).toMatchObject({ statusCode: '404' });
  });
});

describe('buckets', () => {
  it('reads and manages buckets with the service role; others see none', async () => {
    const service = api.service();
    expect((await service.storage.listBuckets()).data!.map((b) => b.id)).toEqual(
      expect.arrayContaining(['images', 'sermon-presentations']),
    );
    expect((await api.anon().storage.listBuckets()).data).toEqual([]);
    expect((await service.storage.getBucket('images')).data).toMatchObject({
      id: 'images',
      public: true,
      file_size_limit: 10485760,
    });
    expect((await service.storage.getBucket('nope')).error).toMatchObject({ statusCode: '404' });
    expect(
      (await service.storage.updateBucket('notes', { public: true, fileSizeLimit: '1MB' })).error,
    ).toBeNull();
    expect((await service.storage.getBucket('notes')).data).toMatchObject({
      public: true,
      file_size_limit: 1048576,
    });
    expect((await service.storage.deleteBucket('notes')).error).toMatchObject({ statusCode: '409' });
    expect((await service.storage.emptyBucket('notes')).error).toBeNull();
    expect((await service.storage.deleteBucket('notes')).error).toBeNull();
    expect((await service.storage.createBucket('images')).error).toMatchObject({ statusCode: '409' });
  });
});
