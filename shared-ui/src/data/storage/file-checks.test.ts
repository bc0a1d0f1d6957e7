import { describe, expect, it } from 'vitest';
import { IMAGES, PRESENTATIONS } from './buckets';
import { contentTypeFor, fileProblem } from './file-checks';

const sized = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('bucket rules', () => {
  it('accepts what the bucket accepts, naming the type by extension when the browser does not', () => {
    expect(fileProblem(sized('a.png', 'image/png', 1000), IMAGES)).toBeNull();
    expect(fileProblem(sized('talk.key', '', 1000), PRESENTATIONS)).toBeNull();
    expect(contentTypeFor(sized('talk.odp', '', 1), PRESENTATIONS)).toBe(
      'application/vnd.oasis.opendocument.presentation',
    );
    expect(fileProblem(sized('talk.key', 'application/x-iwork-keynote-sffkey', 1), PRESENTATIONS)).toBeNull();
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
});
