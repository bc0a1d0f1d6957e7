import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { renderOdp } from '../../supabase/seed/files.ts';
import { genuine } from '../../supabase/tests/security/genuine-files.ts';
import {
  adminRows,
  createUnique,
  imagePath,
  labelled,
  objectExists,
  openNewForm,
  png,
  sermonFilesRegion,
  signInAsAdmin,
} from './admin-support';

const MB = 1024 * 1024;

/** A 1600 × 1200 JPEG photo (noise, so it does not compress to nothing). */
async function photoJpeg(name: string) {
  const { width, height } = { width: 1600, height: 1200 };
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  const buffer = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Slow the page's uploads down so per-file progress can be seen (DevTools network throttling). */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

test.describe('admin uploads', () => {
  test.beforeEach(({ page }) => signInAsAdmin(page));

  test('gallery: several photos at once, each with its own progress; deleting the album removes every file', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = await createUnique(page, '/admin/gallery', 'album');

    await page.getByRole('button', { name: `Photos: ${title}` }).click();
    const panel = page.getByRole('dialog', { name: `Photos: ${title}` });
    const restore = await throttleUploads(page, 1.5 * MB);
    await panel
      .getByTestId('file-drop-input')
      .setInputFiles([png('one.png', 2 * MB), png('two.png', 2 * MB), await photoJpeg('three.jpg')]);
    // Each file has its own row and progress bar; the first one moves while the others wait.
    await expect(panel.getByRole('progressbar', { name: 'Uploading one.png' })).toBeVisible();
    await expect(panel.getByRole('progressbar', { name: 'Uploading two.png' })).toBeVisible();
    await expect
      .poll(
        async () =>
          Number(
            await panel.getByRole('progressbar', { name: 'Uploading one.png' }).getAttribute('aria-valuenow'),
          ),
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(0);
    await expect(panel.getByText(/Uploaded/)).toHaveCount(3, { timeout: 60_000 });
    await restore();
    await expect(panel.getByRole('list', { name: 'Photos in this album' }).getByRole('listitem')).toHaveCount(
      3,
    );

    const [album] = await adminRows<{ id: string }>(
      'gallery_albums',
      `title=eq.${encodeURIComponent(title)}&select=id`,
    );
    const photos = await adminRows<{ image_url: string; image_meta: { variants: number[] } | null }>(
      'gallery_photos',
      `album_id=eq.${album!.id}&select=image_url,image_meta`,
    );
    expect(photos).toHaveLength(3);
    // The photo's variants were made in the browser and stored beside it, and its row says which (issue #31).
    const photo = photos.find((p) => p.image_url.endsWith('.jpg'))!;
    expect(photo.image_meta).toMatchObject({
      width: 1600,
      height: 1200,
      variants: [320, 480, 640, 750, 828, 1080, 1200],
    });
    const variantPaths = photo.image_meta!.variants.map((w) =>
      imagePath(photo.image_url).replace(/\.jpg$/, `.${w}w.webp`),
    );
    const paths = [...photos.map((p) => imagePath(p.image_url)), ...variantPaths];
    for (const p of paths) expect(await objectExists('images', p), `${p} stored`).toBe(true);

    // Visitors see the album with its three photos.
    await page.goto('/gallery');
    const publicAlbum = page.getByRole('region', { name: title });
    await expect(publicAlbum).toBeVisible({ timeout: 20_000 });
    await expect(publicAlbum.getByRole('listitem')).toHaveCount(3);

    // Deleting the album takes its photos (cascade) to Trash with it; their files stay until the purge.
    await page.goto('/admin/gallery');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to Trash', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    expect(await adminRows('gallery_photos', `album_id=eq.${album!.id}&select=id`)).toEqual([]);
    for (const p of paths) expect(await objectExists('images', p), `${p} kept in Trash`).toBe(true);
  });

  test('a rejected file type and an oversize file are explained, and the form keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/admin/leaders');
    const form = await openNewForm(page, 'leader');
    await form.getByLabel(labelled('Name')).fill('Deaconess Example');
    const input = form.getByTestId('file-drop-input');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByRole('alert')).toContainText('notes.txt is not an accepted file type');
    await expect(form.getByRole('alert')).toContainText(/JPG.*PNG/);

    await input.setInputFiles(png('huge.png', 11 * MB));
    await expect(form.getByRole('alert').filter({ hasText: 'huge.png' })).toContainText('the limit is 10 MB');
    await expect(form.getByLabel(labelled('Name'))).toHaveValue('Deaconess Example');
    await expect(form.getByText('Not saved yet')).toHaveCount(0);
  });

  test('sermon files: upload .pptx and .pdf with progress, replace one, remove it; storage follows', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = await createUnique(page, '/admin/sermon-powerpoints', 'sermon');

    const { panel, drop } = await sermonFilesRegion(page, title, 'Slides and notes');

    await drop.setInputFiles({
      name: 'virus.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(panel.getByRole('alert')).toContainText('virus.exe is not an accepted file type');
    // An accepted type whose bytes are something else: the server refuses it and the panel says why.
    await drop.setInputFiles({
      name: 'Notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><p>not a PDF</p>'),
    });
    const refused = panel
      .getByRole('list', { name: 'Chosen files' })
      .getByRole('listitem')
      .filter({ hasText: 'Notes.pdf' });
    await expect(refused).toContainText('This file is not a real PDF', { timeout: 20_000 });
    await refused.getByRole('button', { name: 'Remove Notes.pdf' }).click();
    await expect(refused).toHaveCount(0);

    const restore = await throttleUploads(page, 1 * MB);
    await drop.setInputFiles([
      {
        name: 'Grace Abounds.pptx',
        mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        buffer: genuine.pptx(1.5 * MB),
      },
      {
        name: 'Outline.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1000)]),
      },
    ]);
    await expect(panel.getByRole('progressbar', { name: 'Uploading Grace Abounds.pptx' })).toBeVisible();
    await expect(panel.getByText(/Uploaded/)).toHaveCount(2, { timeout: 60_000 });
    await restore();
    const files = panel.getByRole('list', { name: 'Presentation files' });
    await expect(files.getByRole('listitem')).toHaveCount(2);

    const [sermon] = await adminRows<{ id: string }>(
      'sermons',
      `title=eq.${encodeURIComponent(title)}&select=id`,
    );
    const before = await adminRows<{ id: string; file_name: string; storage_path: string }>(
      'sermon_presentations',
      `sermon_id=eq.${sermon!.id}&select=id,file_name,storage_path&order=file_name`,
    );
    expect(before.map((p) => p.file_name)).toEqual(['Grace Abounds.pptx', 'Outline.pdf']);
    for (const p of before) expect(await objectExists('sermon-presentations', p.storage_path)).toBe(true);

    // Replace the PDF with an OpenDocument file: same row, new object, old object gone.
    const pdf = before[1]!;
    const chooser = page.waitForEvent('filechooser');
    await files.getByRole('button', { name: 'Replace Outline.pdf' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'Outline v2.odp',
      mimeType: 'application/vnd.oasis.opendocument.presentation',
      buffer: renderOdp([['Outline v2', 'Grace abounds']]),
    });
    await expect(files.getByText('Outline v2.odp', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    const [replaced] = await adminRows<{ id: string; storage_path: string }>(
      'sermon_presentations',
      `id=eq.${pdf.id}&select=id,storage_path`,
    );
    expect(replaced!.storage_path).not.toBe(pdf.storage_path);
    expect(await objectExists('sermon-presentations', replaced!.storage_path)).toBe(true);
    // The replaced file stays for the history (the Trash purge removes it 30 days on).
    expect(await objectExists('sermon-presentations', pdf.storage_path)).toBe(true);

    // Remove it.
    await files.getByRole('button', { name: 'Remove Outline v2.odp' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove file' }).click();
    await expect(files.getByRole('listitem')).toHaveCount(1);
    expect(await objectExists('sermon-presentations', replaced!.storage_path)).toBe(true);

    // Visitors see the remaining file on the sermon's page, not the removed one.
    await page.goto(`/sermons/${sermon!.id}`);
    await expect(page.getByText(/Grace Abounds\.pptx/).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Outline/)).toHaveCount(0);

    // Deleting the sermon moves it to Trash with its files; deleting it for good removes its remaining file.
    // The removed file's row is a Trash item of its own, so its files (and the PDF its history holds) stay.
    await page.goto('/admin/sermon-powerpoints');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Move to Trash', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    expect(await objectExists('sermon-presentations', before[0]!.storage_path)).toBe(true);
    await page.goto('/admin/trash');
    await page.getByRole('button', { name: `Delete ${title} for good` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete forever' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0, { timeout: 20_000 });
    await expect
      .poll(() => objectExists('sermon-presentations', before[0]!.storage_path).catch(() => true), {
        message: 'the sermon’s remaining file is deleted for good',
      })
      .toBe(false);
    for (const file of [pdf.storage_path, replaced!.storage_path])
      expect(await objectExists('sermon-presentations', file), `${file} stays with the removed file`).toBe(
        true,
      );
  });
});
