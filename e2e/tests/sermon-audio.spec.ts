import { expect, test } from '@playwright/test';
import { chimeRecording } from '../../supabase/seed/audio.ts';
import { adminRequest, adminRows, apiUrl, sermonFilesRegion, signInAsAdmin, unique } from './admin-support';

/**
 * The journey: a volunteer uploads a sermon's recording (a file that is not audio is refused in
 * words and stores nothing); a member plays it, changes the speed, reloads and carries on where they left
 * off; the podcast lists it with its real length and type.
 */

interface SermonAudioRow {
  id: string;
  audio_url: string | null;
  audio_size_bytes: number | null;
  audio_mime_type: string | null;
  audio_duration_seconds: number | null;
}

test('a sermon’s recording: uploaded in the admin, played and resumed on its page, listed in the podcast', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = unique('Walking in the Light');
  const recording = chimeRecording(7, 40);
  const [sermon] = await adminRequest('rest/v1/sermons', {
    method: 'POST',
    body: JSON.stringify({
      title,
      preacher: 'Pastor Mensah',
      preached_on: new Date().toISOString().slice(0, 10),
    }),
  });
  const row = async () =>
    (
      await adminRows<SermonAudioRow>(
        'sermons',
        `id=eq.${sermon!.id}&select=id,audio_url,audio_size_bytes,audio_mime_type,audio_duration_seconds`,
      )
    )[0]!;
  try {
    await signInAsAdmin(page, '', { at: '/admin/sermon-powerpoints' });
    const { panel, drop } = await sermonFilesRegion(page, title, 'Recording');

    // Named .mp3, but not a recording: refused before anything is stored.
    await drop.setInputFiles({
      name: 'notes.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('These are my notes, not audio.'),
    });
    await expect(panel).toContainText(
      '“notes.mp3” is not a recording we can play. Choose an MP3 or M4A file.',
    );
    expect((await row()).audio_url).toBeNull();

    await drop.setInputFiles({
      name: 'walking-in-the-light.mp3',
      mimeType: 'audio/mpeg',
      buffer: recording.data,
    });
    await expect(page.getByText('“walking-in-the-light.mp3” is the sermon’s recording.')).toBeVisible({
      timeout: 30_000,
    });
    // The player lies within the sheet: its own 300 px width once pushed the recording's row past the sheet's edge.
    const sheet = await page.getByRole('dialog', { name: `Files: ${title}` }).boundingBox();
    const player = await panel.locator('audio').boundingBox();
    expect(player!.x + player!.width).toBeLessThanOrEqual(sheet!.x + sheet!.width);
    const saved = await row();
    expect(saved).toMatchObject({
      audio_size_bytes: recording.data.length,
      audio_mime_type: 'audio/mpeg',
      audio_duration_seconds: 40,
    });
    expect(saved.audio_url).toContain('/storage/v1/object/public/sermon-audio/');
    await expect(panel).toContainText(/MP3, [\d.]+ KB, 0:40 · in the podcast/);

    // The member's side: nothing of the recording is fetched before Play.
    const audioRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/sermon-audio/') && audioRequests.push(r.url()));
    await page.goto(`/sermons/${sermon!.id}`);
    const audio = page.locator('audio');
    await expect(audio).toHaveAttribute('preload', 'none');
    const download = page.getByRole('link', { name: 'Download the audio' });
    await expect(download).toHaveAttribute('href', saved.audio_url!);
    // What it costs in data, told before a byte of it is fetched.
    await expect(download.locator('..')).toHaveText(/Download the audio \(MP3, [\d.]+ KB, 0:40\)$/);
    expect(audioRequests).toEqual([]);
    await page.getByRole('button', { name: '1.5×' }).click();
    await audio.evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
      element.currentTime = 20;
      await new Promise((resolve) => element.addEventListener('timeupdate', resolve, { once: true }));
      element.pause();
    });
    expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);

    await page.reload();
    await page.locator('audio').evaluate(async (element: HTMLAudioElement) => {
      element.muted = true;
      await element.play();
      element.pause();
    });
    await expect(page.getByRole('status').filter({ hasText: 'where you left off' })).toHaveText(
      /Carrying on from 0:2\d/,
    );
    expect(
      await page.locator('audio').evaluate((element: HTMLAudioElement) => element.currentTime),
    ).toBeGreaterThanOrEqual(19);
    await expect(page.getByRole('button', { name: '1.5×' })).toHaveAttribute('aria-pressed', 'true');

    // The podcast lists it with the file's real length and type.
    const feed = await (await fetch(`${apiUrl()}/functions/v1/sermons-feed`)).text();
    const item = feed.split('<item>').find((i) => i.includes(title));
    expect(item).toContain(`length="${recording.data.length}"`);
    expect(item).toContain('type="audio/mpeg"');
    expect(item).toContain('<itunes:duration>40</itunes:duration>');

    // The podcast's own words are the office's to change, below the sermons.
    await page.goto('/admin/sermon-powerpoints');
    const podcast = page.getByRole('region', { name: 'Podcast' });
    const name = podcast.getByLabel(/^Podcast name/);
    const before = await name.inputValue();
    await name.fill(`${before} (test)`);
    await podcast.getByRole('button', { name: 'Save podcast settings' }).click();
    await expect
      .poll(async () => (await fetch(`${apiUrl()}/functions/v1/sermons-feed`)).text())
      .toContain(`<title>${before} (test)</title>`);
    await name.fill(before);
    await podcast.getByRole('button', { name: 'Save podcast settings' }).click();
    await expect
      .poll(async () => (await fetch(`${apiUrl()}/functions/v1/sermons-feed`)).text())
      .toContain(`<title>${before}</title>`);
  } finally {
    const { audio_url } = await row();
    await adminRequest(`rest/v1/sermons?id=eq.${sermon!.id}`, { method: 'DELETE' });
    const path = audio_url?.split('/sermon-audio/')[1];
    if (path)
      await adminRequest('storage/v1/object/sermon-audio', {
        method: 'DELETE',
        body: JSON.stringify({ prefixes: [path] }),
      });
  }
});
