import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparePicture as prepareInBrowser } from '../../../admin-portal/src/lib/pictures/prepare-picture.ts';
import { RESPONSIVE_IMAGE_WIDTHS } from '../../../shared-ui/src/constants.ts';
import { VARIANT_QUALITY } from '../../../shared-ui/src/pictures/picture-plan.ts';
import { PHONE_PHOTO, phonePhoto } from '../../db/testing/phone-photo.ts';
import { variantObjectName } from '../../functions/_shared/picture-renditions.ts';
import { preparePicture as prepareForSeed } from '../../seed/prepare-picture.ts';
import { ADMIN, startTestApi, type TestApi } from '../api/helpers.ts';
import { nodePictureTools } from './node-picture-tools.ts';

const PHONE_WIDTH = 375;
/** The srcset candidate a 375 px phone (1 device pixel per CSS pixel) picks for a full-width picture. */
const PICKED = RESPONSIVE_IMAGE_WIDTHS.find((width) => width >= PHONE_WIDTH)!;
const OBJECT = 'gallery/phone-photo.jpg';

// Issue #31's measure: on the Free plan a picture must not cost a phone more than the render endpoint's version of
// it did on Pro. A 12 MP photo (about 4 MB) is what volunteers upload from their phones.
// Node stand-ins of the browser's tools here; e2e/tests/pictures-phone-photo.spec.ts measures Chromium's own.
describe('a 4 MB phone photo', () => {
  let api: TestApi;
  let photo: Buffer;
  let rendered = 0;
  beforeAll(async () => {
    photo = await phonePhoto();
    api = await startTestApi({ plan: 'pro' });
    const admin = await api.signedIn(ADMIN);
    const { error } = await admin.storage
      .from('images')
      .upload(OBJECT, photo, { contentType: 'image/jpeg', upsert: true });
    if (error) throw error;
    const res = await api.fetch(
      `/storage/v1/render/image/public/images/${OBJECT}?width=${PICKED}&quality=${VARIANT_QUALITY}&resize=contain`,
      { headers: { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } },
    );
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp']);
    rendered = (await res.arrayBuffer()).byteLength;
  }, 180_000);
  afterAll(async () => {
    await api?.close();
  });

  it('is what volunteers upload: over 3.5 MB, 12 megapixels, turned upright by its EXIF orientation', () => {
    expect(photo.byteLength).toBeGreaterThan(3.5e6);
    expect(PHONE_PHOTO.width * PHONE_PHOTO.height).toBeGreaterThan(12e6);
  });

  it(`made in the admin's browser, its ${PICKED} px variant costs what the render endpoint served (±10 %)`, async () => {
    const tools = await nodePictureTools();
    const prepared = await prepareInBrowser(
      new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
      OBJECT,
      tools,
    );
    expect(prepared.meta).toMatchObject({ width: PHONE_PHOTO.height, height: PHONE_PHOTO.width });
    const variant = prepared.renditions.find((r) => r.name === variantObjectName(OBJECT, PICKED))!;
    expect(variant.blob.size / rendered).toBeGreaterThan(0.9);
    expect(variant.blob.size / rendered).toBeLessThan(1.1);
  }, 180_000);

  it(`made by the seed, its ${PICKED} px variant costs the same (±10 %), with the same widths`, async () => {
    const prepared = await prepareForSeed(OBJECT, photo);
    const variant = prepared.renditions.find((r) => r.name === variantObjectName(OBJECT, PICKED))!;
    expect(variant.data.byteLength / rendered).toBeGreaterThan(0.9);
    expect(variant.data.byteLength / rendered).toBeLessThan(1.1);
    expect(prepared.meta.variants).toEqual(RESPONSIVE_IMAGE_WIDTHS.filter((w) => w <= PHONE_PHOTO.height));
  }, 120_000);
});
