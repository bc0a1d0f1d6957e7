// What the seed's files and the URLs pointing at them are checked with (seed.test.ts).
import { publicObjectUrl } from '../../../db/storage-objects.ts';

/** <bucket> and <encoded name> of a public object URL as the seed writes it (SUPABASE_PUBLIC_URL). */
export function parsePublicUrl(url: string): [string, string] | null {
  const prefix = `${publicObjectUrl('', '').replace(/\/+$/, '')}/`;
  if (!url.startsWith(prefix)) return null;
  const [bucket, ...rest] = url.slice(prefix.length).split('/');
  return [bucket!, rest.join('/')];
}

export const URL_COLUMNS: [string, string][] = [
  ['welcome_section', 'image_url'],
  ['announcements', 'image_url'],
  ['events', 'image_url'],
  ['leaders', 'image_url'],
  ['ministries', 'image_url'],
  ['gallery_albums', 'cover_image_url'],
  ['gallery_photos', 'image_url'],
  ['notices', 'image_url'],
  ['notices', 'attachment_url'],
  ['milestones', 'image_url'],
  ['sermons', 'thumbnail_url'],
  ['sermons', 'audio_url'],
  ['podcast_settings', 'artwork_url'],
];

/** Every object in the PDF's cross-reference table starts where the table says it does. */
export function pdfIsConsistent(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const xref = text.slice(startxref);
  const entries = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return (
    text.startsWith('%PDF-1.4') &&
    xref.startsWith('xref') &&
    entries.length > 0 &&
    entries.every((offset, i) => text.startsWith(`${i + 1} 0 obj`, offset))
  );
}
