import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { renditionObjectNames } from '../../shared-ui/src/pictures/picture-plan.ts';
import { variantObjectName } from '../../supabase/functions/_shared/picture-renditions.ts';
import {
  ANON_KEY,
  adminRows,
  adminToken,
  apiUrl,
  objectExists,
  signInAsAdmin,
  unique,
} from './admin-support';
import { adminWrite } from './live-support';

// Issue #31: pictures stored before variants existed get them from "Prepare pictures" in the admin, made in the
// administrator's browser with the uploads' own pipeline; a run started again skips what is already prepared.

const FOLDER = 'announcements';

/** A 1000 × 700 photo-like JPEG (a gradient with grain), so its variants are real pictures. */
async function photo(seed: number): Promise<Buffer> {
  const { width, height } = { width: 1000, height: 700 };
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    const [x, y] = [i % width, Math.floor(i / width)];
    const grain = (i * 7919 + seed * 104729) % 31;
    pixels[i * 3] = (x * 255) / width + grain;
    pixels[i * 3 + 1] = (y * 200) / height + grain;
    pixels[i * 3 + 2] = 120 + seed * 40;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const publicUrl = (objectPath: string) => `${apiUrl()}/storage/v1/object/public/images/${objectPath}`;

async function storeOriginal(objectPath: string, bytes: Buffer) {
  const response = await fetch(`${apiUrl()}/storage/v1/object/images/${objectPath}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${await adminToken()}`,
      'content-type': 'image/jpeg',
    },
    body: new Uint8Array(bytes),
  });
  expect(response.ok, await response.text()).toBe(true);
}

async function removeObjects(paths: string[]) {
  await fetch(`${apiUrl()}/storage/v1/object/images`, {
    method: 'DELETE',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${await adminToken()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ prefixes: paths }),
  });
}

test('Prepare pictures makes the missing variants, reports a missing original, and skips everything when run again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stem = `${FOLDER}/e2e-prepare-${Date.now().toString(36)}`;
  const [first, second, missing] = ['a', 'b', 'missing'].map((name) => `${stem}-${name}.jpg`) as [
    string,
    string,
    string,
  ];
  const objects = [first, second, missing].flatMap((p) => [p, ...renditionObjectNames(p)]);
  const ids: string[] = [];
  try {
    // Two pictures stored before variants existed (their rows record no meta), and one whose original is gone.
    await storeOriginal(first, await photo(1));
    await storeOriginal(second, await photo(2));
    for (const objectPath of [first, second, missing]) {
      const [row] = await adminWrite('POST', 'announcements', {
        title: unique('E2E unprepared picture'),
        content: 'Stored before variants existed.',
        image_url: publicUrl(objectPath),
        image_meta: null,
      });
      ids.push(row!.id);
    }

    await signInAsAdmin(page, '', { at: '/admin/pictures' });
    await expect(page.getByRole('heading', { level: 1, name: 'Pictures' })).toBeVisible();
    await page.getByRole('button', { name: 'Prepare pictures', exact: true }).click();
    const summary = page.getByTestId('prepare-summary');
    await expect(summary).toBeVisible({ timeout: 120_000 });

    // The bar reached its end; the summary counts the two prepared and the one that failed, with its reason.
    const bar = page.getByRole('progressbar', { name: 'Preparing pictures' });
    const max = Number(await bar.getAttribute('max'));
    expect(max).toBeGreaterThanOrEqual(3);
    expect(Number(await bar.getAttribute('value'))).toBe(max);
    await expect(summary.getByRole('heading', { level: 3 })).toContainText(
      /Finished: 2 done, \d+ skipped, 1 failed/,
    );
    await expect(summary.getByRole('list', { name: 'Failed pictures' }).getByRole('listitem')).toHaveText([
      `${missing} (announcements): The original is missing from storage`,
    ]);

    // Each prepared row records its variants and its link-preview rendition, stored beside the original.
    const rows = await adminRows<{
      image_url: string;
      image_meta: { variants: number[]; named?: string[] } | null;
    }>('announcements', `id=in.(${ids.join(',')})&select=id,image_url,image_meta&order=image_url`);
    const byPath = new Map(rows.map((row) => [row.image_url.slice(publicUrl('').length), row.image_meta]));
    for (const objectPath of [first, second]) {
      const meta = byPath.get(objectPath);
      expect(meta).toMatchObject({
        width: 1000,
        height: 700,
        variants: [320, 480, 640, 750, 828],
        named: ['share'],
      });
      for (const width of meta!.variants)
        expect(await objectExists('images', variantObjectName(objectPath, width))).toBe(true);
    }
    // The failed picture left nothing behind.
    expect(byPath.get(missing)).toBeNull();
    expect(await objectExists('images', variantObjectName(missing, 320))).toBe(false);

    // Once the broken item is gone, a second run has nothing left to do.
    await adminWrite('DELETE', `announcements?id=eq.${ids.pop()}`, undefined);
    await page.getByRole('button', { name: 'Prepare pictures again' }).click();
    await expect(page.getByRole('button', { name: 'Prepare pictures again' })).toBeEnabled({
      timeout: 120_000,
    });
    await expect(summary.getByRole('heading', { level: 3 })).toContainText(
      new RegExp(`Finished: 0 done, ${max - 1} skipped, 0 failed`),
    );
    await expect(summary.getByRole('list', { name: 'Skipped pictures' })).toContainText(/Already prepared/);

    // Visitors get the variants: the item's page lists them in its picture's srcset.
    await page.goto(`/announcements/${ids[0]}`);
    const picture = page.locator(
      `img[srcset*="${first
        .split('/')
        .pop()!
        .replace(/\.jpg$/, '')}"]`,
    );
    await expect(picture).toHaveAttribute('srcset', /\.480w\.webp 480w/, { timeout: 20_000 });
  } finally {
    for (const id of ids) await adminWrite('DELETE', `announcements?id=eq.${id}`, undefined);
    await removeObjects(objects);
  }
});
