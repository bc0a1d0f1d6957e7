#!/usr/bin/env node
// Writes shell/public/share-card.jpg: the 1200×630 picture of a link preview for a page that has no picture of
// its own (the site's pages, an item without one). The logo on the brand blue, no words: the preview's title
// says the name. Run again after changing shell/public/logo.svg.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

const sharp = createRequire(path.join(ROOT, 'supabase/package.json'))('sharp');
const [width, height] = [1200, 630];
const logo = readFileSync(path.join(ROOT, 'shell/public/logo.svg'));
const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><radialGradient id="glow" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#1c58c4"/><stop offset="1" stop-color="#0b3d91"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#glow)"/>
<path d="M 0 ${height * 0.86} C ${width * 0.3} ${height * 0.74} ${width * 0.7} ${height * 0.74} ${width} ${height * 0.86}" fill="none" stroke="#f2b705" stroke-width="10" stroke-opacity="0.85"/>
</svg>`;
const mark = await sharp(logo, { density: 600 }).resize(340, 340).png().toBuffer();
await sharp(Buffer.from(backdrop))
  .composite([{ input: mark, top: Math.round((height - 340) / 2) - 30, left: Math.round((width - 340) / 2) }])
  .jpeg({ quality: 85, mozjpeg: true })
  .toFile(path.join(ROOT, 'shell/public/share-card.jpg'));
console.log('wrote shell/public/share-card.jpg');
