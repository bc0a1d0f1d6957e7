import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { chimeRecording } from '../../seed/audio.ts';
import { ADMIN, MEMBER, testApiForSuite } from '../api/helpers.ts';

const BUCKET = 'sermon-audio';
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e5b0a10000000049454e44ae426082',
  'hex',
);

describe('the sermon-audio bucket', () => {
  let admin: SupabaseClient;
  const api = testApiForSuite({}, async (opened) => {
    admin = await opened.signedIn(ADMIN);
  });
  const stored = (name: string) => existsSync(path.join(api.dataDir, 'storage', BUCKET, name));

  it('takes an MP3 from an admin and serves it to anyone', async () => {
    const { data } = chimeRecording(9);
    const upload = await admin.storage
      .from(BUCKET)
      .upload('tests/chime.mp3', data, { contentType: 'audio/mpeg' });
    expect(upload.error).toBeNull();
    const { data: url } = api.anon().storage.from(BUCKET).getPublicUrl('tests/chime.mp3');
    const served = await fetch(url.publicUrl);
    expect([
      served.status,
      served.headers.get('content-type'),
      (await served.arrayBuffer()).byteLength,
    ]).toEqual([200, 'audio/mpeg', data.length]);
  });

  it('refuses a picture named .mp3 with a plain message, and stores nothing', async () => {
    const upload = await admin.storage
      .from(BUCKET)
      .upload('tests/not-audio.mp3', PNG, { contentType: 'audio/mpeg' });
    expect(upload.error?.message).toMatch(/MP3 audio/);
    expect(upload.error?.message).toMatch(/PNG image/);
    expect(stored('tests/not-audio.mp3')).toBe(false);
  });

  it('refuses a type that is not audio', async () => {
    const upload = await admin.storage
      .from(BUCKET)
      .upload('tests/slides.pdf', Buffer.from('%PDF-1.4\n'), { contentType: 'application/pdf' });
    expect(upload.error).toMatchObject({ statusCode: '415' });
    expect(stored('tests/slides.pdf')).toBe(false);
  });

  it('refuses a member’s upload (only admins write)', async () => {
    const member = await api.signedIn(MEMBER);
    const upload = await member.storage
      .from(BUCKET)
      .upload('tests/member.mp3', chimeRecording(2).data, { contentType: 'audio/mpeg' });
    expect(upload.error).toMatchObject({ statusCode: '403' });
  });

  it('refuses a file over 50 MB, and a 500 MB one before reading it', async () => {
    const over = await admin.storage
      .from(BUCKET)
      .upload('tests/long.mp3', Buffer.concat([chimeRecording(3).data, Buffer.alloc(50 * 1024 * 1024)]), {
        contentType: 'audio/mpeg',
      });
    expect(over.error).toMatchObject({ statusCode: '413' });
    expect(stored('tests/long.mp3')).toBe(false);

    const { data: session } = await admin.auth.getSession();
    // Storage answers every 4xx with HTTP 400 and the real status in the body.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${api.url}/storage/v1/object/${BUCKET}/tests/huge.mp3`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${session.session!.access_token}`,
          'Content-Type': 'audio/mpeg',
          'Content-Length': String(500 * 1024 * 1024),
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode!, body });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.write(Buffer.alloc(64 * 1024));
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '413', error: 'Payload too large' });
    expect(stored('tests/huge.mp3')).toBe(false);
  });
});
