import { describe, expect, it } from 'vitest';
import { IMAGES, PRESENTATIONS, contentTypeFor, fileProblem } from './buckets';
import { objectPathOf, publicUrlOf } from './object-path';
import { uploadFailureMessage } from './upload-object';

const BASE = 'http://127.0.0.1:54321/storage/v1';
const sized = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('bucket rules', () => {
  it('accepts what the bucket accepts', () => {
    expect(fileProblem(sized('a.png', 'image/png', 1000), IMAGES)).toBeNull();
    expect(fileProblem(sized('talk.key', '', 1000), PRESENTATIONS)).toBeNull();
    expect(contentTypeFor(sized('talk.odp', '', 1), PRESENTATIONS)).toBe(
      'application/vnd.oasis.opendocument.presentation',
    );
  });

  it('names the file and the allowed types when the type is wrong', () => {
    expect(fileProblem(sized('notes.txt', 'text/plain', 10), IMAGES)).toBe(
      '“notes.txt” is not an allowed file type. Use JPEG, PNG, WebP, GIF or AVIF.',
    );
  });

  it('names the size and the limit when the file is too large', () => {
    expect(fileProblem(sized('big.jpg', 'image/jpeg', 11 * 1024 * 1024), IMAGES)).toBe(
      '“big.jpg” is 11 MB; the limit is 10 MB. Choose a smaller file.',
    );
  });

  it('explains the server’s refusals', () => {
    const file = sized('big.jpg', 'image/jpeg', 1);
    expect(
      uploadFailureMessage(
        file,
        IMAGES,
        400,
        '{"statusCode":"413","code":"EntityTooLarge","error":"Payload too large"}',
      ),
    ).toMatch(/too large for the server \(limit 10 MB\)/);
    expect(
      uploadFailureMessage(
        file,
        IMAGES,
        400,
        '{"statusCode":"415","code":"InvalidMimeType","message":"mime type text/plain is not supported"}',
      ),
    ).toMatch(/file type is not allowed/);
    expect(
      uploadFailureMessage(
        file,
        IMAGES,
        400,
        '{"statusCode":"403","code":"AccessDenied","message":"new row violates row-level security policy"}',
      ),
    ).toMatch(/permission/);
  });
});

describe('object paths', () => {
  it('finds our own objects in public and render URLs, and ignores others', () => {
    const url = publicUrlOf('images', 'events/a b.png', BASE);
    expect(url).toBe(`${BASE}/object/public/images/events/a%20b.png`);
    expect(objectPathOf(url, 'images', BASE)).toBe('events/a b.png');
    expect(objectPathOf(`${BASE}/render/image/public/images/x/y.webp?width=20`, 'images', BASE)).toBe(
      'x/y.webp',
    );
    expect(objectPathOf('https://example.com/images/x.png', 'images', BASE)).toBeNull();
    expect(objectPathOf(url, 'sermon-presentations', BASE)).toBeNull();
    expect(objectPathOf(null, 'images', BASE)).toBeNull();
  });
});
