import { describe, expect, it } from 'vitest';
import { lighterPictureUrl, savesData } from './save-data';

const STORAGE = 'https://abc.supabase.co/storage/v1';
const lighter = (href: string) => lighterPictureUrl(new URL(href));

describe('savesData', () => {
  it('is on with the Save-Data header, the connection’s saveData, or a 2G connection', () => {
    expect(savesData(new Headers({ 'Save-Data': 'on' }))).toBe(true);
    expect(savesData(new Headers({ 'Save-Data': 'On ' }))).toBe(true);
    expect(savesData(new Headers(), { saveData: true })).toBe(true);
    expect(savesData(new Headers(), { effectiveType: '2g' })).toBe(true);
    expect(savesData(new Headers(), { effectiveType: 'slow-2g' })).toBe(true);
  });

  it('is off otherwise', () => {
    expect(savesData(new Headers())).toBe(false);
    expect(savesData(new Headers({ 'Save-Data': 'off' }), { saveData: false, effectiveType: '3g' })).toBe(
      false,
    );
    expect(savesData(new Headers(), { effectiveType: '4g' })).toBe(false);
  });
});

describe('lighterPictureUrl', () => {
  it('asks for the next smaller stored variant of the same picture', () => {
    expect(lighter(`${STORAGE}/object/public/images/events/harvest.480w.webp`)).toBe(
      `${STORAGE}/object/public/images/events/harvest.320w.webp`,
    );
    expect(lighter(`${STORAGE}/object/public/images/gallery/a.b%20c.1920w.webp`)).toBe(
      `${STORAGE}/object/public/images/gallery/a.b%20c.1200w.webp`,
    );
    // A width between the spec's: the one below it.
    expect(lighter(`${STORAGE}/object/public/images/x.700w.webp`)).toBe(
      `${STORAGE}/object/public/images/x.640w.webp`,
    );
  });

  it('leaves the smallest variant, an original and a named rendition as asked', () => {
    expect(lighter(`${STORAGE}/object/public/images/events/harvest.320w.webp`)).toBeNull();
    expect(lighter(`${STORAGE}/object/public/images/events/harvest.jpg`)).toBeNull();
    expect(lighter(`${STORAGE}/object/public/images/events/harvest.share.jpg`)).toBeNull();
    expect(lighter(`${STORAGE}/object/public/images/events/harvest.480w.jpg`)).toBeNull();
  });

  it('asks the render endpoint for a smaller width at a lower quality, keeping other parameters', () => {
    expect(
      lighter(`${STORAGE}/render/image/public/images/a.jpg?width=800&quality=60&resize=contain&v=2`),
    ).toBe(`${STORAGE}/render/image/public/images/a.jpg?width=750&quality=40&resize=contain&v=2`);
    expect(lighter(`${STORAGE}/render/image/public/images/a.jpg?width=320&quality=60`)).toBe(
      `${STORAGE}/render/image/public/images/a.jpg?width=320&quality=40`,
    );
  });

  it('leaves a placeholder render as it is', () => {
    expect(lighter(`${STORAGE}/render/image/public/images/a.jpg?width=20&quality=20`)).toBeNull();
  });
});
