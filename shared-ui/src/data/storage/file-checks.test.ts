import { describe, expect, it } from 'vitest';
import { IMAGES, PRESENTATIONS, SERMON_AUDIO } from './buckets';
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
    expect(fileProblem(sized('whole-service.mp3', 'audio/mpeg', 500 * 1024 * 1024), SERMON_AUDIO)).toBe(
      '“whole-service.mp3” is 500 MB; the limit is 50 MB. Choose a smaller file.',
    );
  });

  it('takes a sermon recording as MP3 or M4A, whichever name the browser gives an .m4a', () => {
    expect(fileProblem(sized('talk.m4a', 'audio/mp4', 1000), SERMON_AUDIO)).toBeNull();
    expect(fileProblem(sized('talk.m4a', '', 1000), SERMON_AUDIO)).toBeNull();
    expect(fileProblem(sized('talk.wav', 'audio/wav', 1000), SERMON_AUDIO)).toBe(
      '“talk.wav” is not an allowed file type. Use MP3 or M4A.',
    );
  });
});
