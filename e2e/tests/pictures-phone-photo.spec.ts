import { expect, test } from '@playwright/test';
import { PHONE_PHOTO, phonePhoto } from '../../supabase/db/testing/phone-photo.ts';
import { variantObjectName } from '../../supabase/functions/_shared/picture-renditions.ts';
import { RESPONSIVE_IMAGE_WIDTHS } from '../../shared-ui/src/constants.ts';
import { VARIANT_QUALITY } from '../../shared-ui/src/pictures/picture-plan.ts';
import { ownStackForSuite } from '../fixtures/own-stack';
import { adminRows, imagePath, signInAsAdmin, unique } from './admin-support';
import { adminWrite } from './live-support';

// Issue #31's measure, in the browser that makes the variants: for a 4 MB phone photo uploaded in the admin, the
// variant a 375 px phone picks costs no more than what the render endpoint served on Pro for that width (±10 %).
// supabase/tests/pictures/phone-photo.test.ts measures the same pipeline with Node stand-ins of the browser's
// tools (pica and jSquash's libwebp); this one measures Chromium's own decoder and canvas WebP encoder.

const PICKED = RESPONSIVE_IMAGE_WIDTHS.find((width) => width >= 375)!;

// Its own API on the Pro plan, whose render endpoint answers; the admin uploads to the same API.
const stack = ownStackForSuite(84, { SUPABASE_PLAN: 'pro' });

test(`a 4 MB phone photo uploaded in the admin: its ${PICKED} px variant costs what the render endpoint served (±10 %)`, async ({
  page,
}) => {
  test.setTimeout(240_000);
  const api = stack.api.url;
  const photo = await phonePhoto();
  expect(photo.byteLength).toBeGreaterThan(3.5e6);

  const title = unique('E2E phone photos');
  const [album] = await adminWrite('POST', 'gallery_albums', { title }, api);
  await signInAsAdmin(page, stack.site.baseUrl, { api, at: '/admin/gallery' });
  await page.getByRole('button', { name: `Photos: ${title}` }).click();
  const panel = page.getByRole('dialog', { name: `Photos: ${title}` });
  await panel
    .getByTestId('file-drop-input')
    .setInputFiles([{ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(panel.getByText(/Uploaded/)).toHaveCount(1, { timeout: 180_000 });

  const [row] = await adminRows<{ image_url: string; image_meta: { width: number; variants: number[] } }>(
    'gallery_photos',
    `album_id=eq.${album!.id}&select=image_url,image_meta`,
    api,
  );
  // Made in Chromium, upright by its EXIF orientation.
  expect(row!.image_meta).toMatchObject({ width: PHONE_PHOTO.height, height: PHONE_PHOTO.width });
  expect(row!.image_meta.variants).toContain(PICKED);
  const objectPath = imagePath(row!.image_url);
  const variant = await fetch(
    `${api}/storage/v1/object/public/images/${variantObjectName(objectPath, PICKED)}`,
  );
  expect(variant.headers.get('content-type')).toBe('image/webp');
  const made = (await variant.arrayBuffer()).byteLength;

  const rendered = await fetch(
    `${api}/storage/v1/render/image/public/images/${objectPath}?width=${PICKED}&quality=${VARIANT_QUALITY}&resize=contain`,
    { headers: { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } },
  );
  expect([rendered.status, rendered.headers.get('content-type')]).toEqual([200, 'image/webp']);
  const served = (await rendered.arrayBuffer()).byteLength;
  test
    .info()
    .annotations.push({ type: 'bytes', description: `variant ${made} B, render endpoint ${served} B` });
  expect(made / served).toBeGreaterThan(0.9);
  expect(made / served).toBeLessThan(1.1);

  await adminWrite('DELETE', `gallery_albums?id=eq.${album!.id}`, undefined, api);
});
