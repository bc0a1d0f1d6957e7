import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SUPABASE_DIR } from '../db/paths.ts';

/** Apple's recommended podcast artwork size (it requires 1400–3000 px, square). */
export const ARTWORK_SIZE = 3000;
const BRAND_BLUE = '#0b3d91';
const LOGO = path.join(SUPABASE_DIR, '..', 'shell', 'public', 'logo.svg');

/**
 * The podcast's square artwork, drawn from the church's logo on its blue with its name beneath: made
 * here, once, because hosted Supabase's Free plan has no image render endpoint to make it on request.
 */
export async function podcastArtwork(name: string, subtitle: string): Promise<Buffer> {
  const logoSize = Math.round(ARTWORK_SIZE * 0.52);
  const logo = await sharp(await readFile(LOGO), { density: 72 * (logoSize / 96) })
    .resize(logoSize, logoSize)
    .png()
    .toBuffer();
  const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTWORK_SIZE}" height="${ARTWORK_SIZE}">
<text x="50%" y="79%" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="250" fill="#fff">${escape(name)}</text>
<text x="50%" y="88%" text-anchor="middle" font-family="DejaVu Sans" font-size="150" fill="#f2b705">${escape(subtitle)}</text>
</svg>`;
  return sharp({ create: { width: ARTWORK_SIZE, height: ARTWORK_SIZE, channels: 3, background: BRAND_BLUE } })
    .composite([
      { input: logo, top: Math.round(ARTWORK_SIZE * 0.12), left: Math.round((ARTWORK_SIZE - logoSize) / 2) },
      { input: Buffer.from(text), top: 0, left: 0 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
