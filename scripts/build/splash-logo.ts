import { readFileSync } from 'node:fs';
import { escapeHtml } from '../../supabase/functions/_shared/escape-html.ts';

/** The splash draws the logo this big (CSS pixels, square); index.html sizes its frame so. */
export const SPLASH_LOGO_SIZE = 96;

// What would make inline markup do more than draw: scripts and handlers, or a stylesheet that would style the page.
const NOT_INLINED = /<script\b|<style\b|<foreignObject\b|\son[a-z]+\s*=|<!ENTITY/i;

/**
 * The splash's logo as markup for index.html. An SVG logo is written into the page itself: as an <img>, Chromium
 * builds a whole SVG document for it on the main thread (11–35 ms in traces of a first load here, each multiplied
 * by Lighthouse's 4× CPU), before the splash has even lifted. A logo that is not a plain drawing (a script, a
 * stylesheet, a handler) or not SVG at all stays an <img>.
 */
export function splashLogoMarkup(file: string, url: string): string {
  const img = `<img src="${escapeHtml(url)}" alt="" width="${SPLASH_LOGO_SIZE}" height="${SPLASH_LOGO_SIZE}" />`;
  if (!file.endsWith('.svg')) return img;
  const svg = readFileSync(file, 'utf8')
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  if (!svg.startsWith('<svg') || !svg.endsWith('</svg>') || NOT_INLINED.test(svg)) return img;
  return svg;
}
