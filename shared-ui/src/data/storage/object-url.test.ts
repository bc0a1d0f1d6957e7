import { describe, expect, it } from 'vitest';
import { newObjectPath, objectPathOf, publicObjectUrl } from './object-url';
import { storageRenderUrl } from './render-url';

const PROJECT = 'http://127.0.0.1:54321';

describe('object URLs', () => {
  it('encodes each segment of the path, so any file name makes a working link', () => {
    expect(publicObjectUrl(PROJECT, 'images', 'events/a b#1.png')).toBe(
      `${PROJECT}/storage/v1/object/public/images/events/a%20b%231.png`,
    );
    expect(publicObjectUrl(PROJECT, 'sermon-presentations', 's/x.pdf', 'Week 1.pdf')).toBe(
      `${PROJECT}/storage/v1/object/public/sermon-presentations/s/x.pdf?download=Week+1.pdf`,
    );
  });

  it('finds our own objects in public and render URLs, and ignores others', () => {
    const url = publicObjectUrl(PROJECT, 'images', 'events/a b.png');
    expect(objectPathOf(PROJECT, url, 'images')).toBe('events/a b.png');
    expect(objectPathOf(PROJECT, storageRenderUrl(url, { width: 20 }), 'images')).toBe('events/a b.png');
    expect(objectPathOf(PROJECT, 'https://example.com/images/x.png', 'images')).toBeNull();
    expect(objectPathOf(PROJECT, url, 'sermon-presentations')).toBeNull();
    expect(objectPathOf(PROJECT, `${PROJECT}/storage/v1/object/public/images/%E0%A4%A`, 'images')).toBeNull();
    expect(objectPathOf(PROJECT, null, 'images')).toBeNull();
  });

  it('names new objects by a fresh id in the domain’s folder, keeping a clean extension', () => {
    const path = newObjectPath('events', 'Harvest Thanksgiving.JPG');
    expect(path).toMatch(/^events\/[0-9a-f-]{36}\.jpg$/);
    expect(newObjectPath('events', 'Harvest Thanksgiving.JPG')).not.toBe(path);
    expect(newObjectPath('sermons', 'notes')).toMatch(/^sermons\/[0-9a-f-]{36}$/);
  });
});
