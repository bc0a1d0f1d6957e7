import { fileTypeFromFile } from 'file-type';
import { contentMismatch } from './errors.ts';

/**
 * What the leading bytes must turn out to be for each type the buckets take. A "PNG" that is really HTML
 * or an executable is refused, so a public bucket never hands out bytes that lie about what they are.
 * Types without an entry (a custom bucket's text/plain) are stored as declared, as Supabase Storage does.
 */
const SIGNATURES: Record<string, { name: string; mimes: readonly string[] }> = {
  'image/jpeg': { name: 'JPEG image', mimes: ['image/jpeg'] },
  'image/png': { name: 'PNG image', mimes: ['image/png', 'image/apng'] },
  'image/webp': { name: 'WebP image', mimes: ['image/webp'] },
  'image/gif': { name: 'GIF image', mimes: ['image/gif'] },
  'image/avif': { name: 'AVIF image', mimes: ['image/avif'] },
  'application/pdf': { name: 'PDF', mimes: ['application/pdf'] },
  'audio/mpeg': { name: 'MP3 audio', mimes: ['audio/mpeg'] },
  // An .m4a is an MPEG-4 container; recorders that label it with a general brand ("isom", "mp42") make
  // file-type name it video/mp4, which is still the container the declared type promises.
  'audio/x-m4a': { name: 'M4A audio', mimes: ['audio/x-m4a', 'audio/mp4', 'video/mp4'] },
  'audio/mp4': { name: 'M4A audio', mimes: ['audio/x-m4a', 'audio/mp4', 'video/mp4'] },
  'application/vnd.oasis.opendocument.presentation': {
    name: 'OpenDocument presentation (.odp)',
    mimes: ['application/vnd.oasis.opendocument.presentation'],
  },
  // Containers: a .pptx is a zip (file-type names it when [Content_Types].xml says so), a .ppt an OLE
  // compound file, a Keynote file a zip with no marker of its own.
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    name: 'PowerPoint presentation (.pptx)',
    mimes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'application/zip'],
  },
  'application/vnd.ms-powerpoint': {
    name: 'PowerPoint 97–2003 presentation (.ppt)',
    mimes: ['application/x-cfb'],
  },
  'application/vnd.apple.keynote': { name: 'Keynote presentation (.key)', mimes: ['application/zip'] },
  'application/x-iwork-keynote-sffkey': { name: 'Keynote presentation (.key)', mimes: ['application/zip'] },
};

/** Throws a Storage error (nothing is stored) when the file's bytes are not the declared type. */
export async function checkContent(file: string, declared: string): Promise<void> {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  const expected = SIGNATURES[type];
  if (!expected) return;
  const found = await fileTypeFromFile(file).catch(() => undefined);
  if (found && expected.mimes.includes(found.mime)) return;
  throw contentMismatch(expected.name, found && (SIGNATURES[found.mime]?.name ?? `a .${found.ext} file`));
}
