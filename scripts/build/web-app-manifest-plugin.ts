import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import sharp from 'sharp';

const NAME = 'WebAppManifestPlugin';
export const MANIFEST_FILE = 'manifest.webmanifest';
/** Where the icons are written: a folder of their own, which the service worker does not precache (but the tab's icon). */
export const ICONS_DIR = 'icons';
/** The tab's icon (index.html's <link rel="icon">); every visit shows it, so the service worker precaches it. */
export const FAVICON_FILE = 'favicon-48.png';

export interface WebAppManifestOptions {
  /** The church's name as the home screen shows it under the icon. */
  name: string;
  /** Said by the install prompt and the app's splash. */
  description: string;
  themeColour: string;
  /** The logo (SVG) the icons are drawn from, relative to the compiler's context. */
  logo: string;
}

/**
 * The icons browsers ask for: Android's launcher sizes (any and maskable), and iOS's home-screen icon, which
 * must be opaque (iOS paints a transparent corner black).
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any', opaque: false },
  { file: 'icon-512.png', size: 512, purpose: 'any', opaque: false },
  // A maskable icon is cropped to a circle or squircle 80 % of its size: the logo sits within that, on the theme colour.
  { file: 'maskable-512.png', size: 512, purpose: 'maskable', opaque: true },
  { file: 'apple-touch-icon.png', size: 180, purpose: null, opaque: true },
  // The tab's icon, 16 CSS px at up to 3× density. A PNG, not the SVG logo: Chromium draws an SVG favicon by
  // building an SVG document on the page's main thread while the page loads (7–22 ms in traces of a first load here).
  { file: FAVICON_FILE, size: 48, purpose: null, opaque: false },
] as const;

/** Where an icon is served from, for index.html's links. */
export const iconUrl = (file: (typeof ICONS)[number]['file']) => `/${ICONS_DIR}/${file}`;

async function drawIcon(svg: Buffer, size: number, opaque: boolean, background: string): Promise<Buffer> {
  const logoSize = opaque ? Math.round(size * 0.7) : size;
  const logo = await sharp(svg, { density: 72 * Math.ceil(logoSize / 96) })
    .resize(logoSize, logoSize)
    .png()
    .toBuffer();
  if (!opaque) return sharp(logo).png({ compressionLevel: 9 }).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .composite([{ input: logo, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The web app manifest (what "Add to Home Screen" installs) and its icons, drawn from the logo at build time. */
export function webAppManifest({ name, description, themeColour }: WebAppManifestOptions) {
  return {
    id: '/',
    name,
    short_name: name,
    description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: themeColour,
    theme_color: themeColour,
    icons: ICONS.filter((icon) => icon.purpose !== null).map(({ file, size, purpose }) => ({
      src: iconUrl(file),
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}

export class WebAppManifestPlugin {
  constructor(private readonly options: WebAppManifestOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const logo = path.resolve(compiler.context, this.options.logo);
          compilation.fileDependencies.add(logo);
          const svg = readFileSync(logo);
          const { RawSource } = rspack.sources;
          for (const { file, size, opaque } of ICONS) {
            const png = await drawIcon(svg, size, opaque, this.options.themeColour);
            compilation.emitAsset(`${ICONS_DIR}/${file}`, new RawSource(png));
          }
          const manifest = JSON.stringify(webAppManifest(this.options), null, 2);
          compilation.emitAsset(MANIFEST_FILE, new RawSource(manifest));
        },
      );
    });
  }
}
