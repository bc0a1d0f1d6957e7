import sharp, { type Sharp } from 'sharp';

/** Deterministic pseudo-random numbers (mulberry32), so the seed's pictures are the same every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A generated stand-in for a photograph. No text is ever drawn into it: the page shows each title once,
 * beside the picture. `scene` is a landscape; `portrait` is a head-and-shoulders figure whose face is centred
 * on PORTRAIT_FOCUS, so crops that keep that point keep the face.
 */
export interface PictureSpec {
  shape: 'scene' | 'portrait';
  width: number;
  height: number;
  format: 'jpeg' | 'webp';
  seed: number;
}

/** Where a portrait's face is, as fractions of its width and height. */
export const PORTRAIT_FOCUS = { x: 0.5, y: 0.36 } as const;
const SCENE_FOCUS = { x: 0.5, y: 0.5 } as const;

export const pictureFocus = (shape: PictureSpec['shape']) =>
  shape === 'portrait' ? PORTRAIT_FOCUS : SCENE_FOCUS;

/** The background: a sky gradient, soft lights and a horizon of hills, different for each seed. */
function backgroundSvg(width: number, height: number, seed: number): string {
  const rnd = random(seed);
  const hue = Math.floor(rnd() * 360);
  const hue2 = (hue + 40 + Math.floor(rnd() * 80)) % 360;
  const lights = Array.from({ length: 18 }, () => {
    const r = Math.round((0.03 + rnd() * 0.14) * width);
    const fill = `hsl(${(hue + Math.floor(rnd() * 90)) % 360},75%,${60 + Math.floor(rnd() * 25)}%)`;
    const cx = Math.round(rnd() * width);
    const cy = Math.round(rnd() * height);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${(0.08 + rnd() * 0.2).toFixed(2)}"/>`;
  }).join('');
  const hills = Array.from(
    { length: 9 },
    (_, i) => `${Math.round((i / 8) * width)},${Math.round(height * (0.62 + rnd() * 0.12))}`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,32%)"/><stop offset="1" stop-color="hsl(${hue2},70%,58%)"/></linearGradient>
<radialGradient id="sun" cx="${(0.2 + rnd() * 0.6).toFixed(2)}" cy="0.3" r="0.55"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
</defs>
<rect width="100%" height="100%" fill="url(#sky)"/><rect width="100%" height="100%" fill="url(#sun)"/>${lights}
<polygon points="0,${height} ${hills.join(' ')} ${width},${height}" fill="hsl(${hue2},35%,22%)" fill-opacity="0.7"/>
<rect width="100%" height="100%" fill="url(#shade)"/>
</svg>`;
}

const SKIN = ['#5a3825', '#6b3e26', '#7b4a2d', '#8d5524', '#a0662f', '#c68642'];
const CLOTH = ['#0b3d91', '#7a1f2b', '#1f6b3a', '#c28a12', '#3b3b58', '#ffffff'];

/** A head-and-shoulders figure against a soft studio backdrop, the face centred on PORTRAIT_FOCUS. */
function portraitSvg(width: number, height: number, seed: number): string {
  const rnd = random(seed * 31);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const hue = Math.floor(rnd() * 360);
  const [skin, cloth] = [pick(SKIN), pick(CLOTH)];
  const cx = width * PORTRAIT_FOCUS.x;
  const cy = height * PORTRAIT_FOCUS.y;
  const rx = width * 0.14;
  const ry = rx * 1.3;
  const [left, right] = [cx - rx * 1.04, cx + rx * 1.04];
  // A head wrap (gele) for some, short hair with a curved hairline for others.
  const crown =
    rnd() < 0.4
      ? `<path d="M ${cx - rx * 1.3} ${cy - ry * 0.3} Q ${cx} ${cy - ry * 2.2} ${cx + rx * 1.35} ${cy - ry * 0.4} Q ${cx} ${cy - ry * 0.75} ${cx - rx * 1.3} ${cy - ry * 0.3} Z" fill="${pick(CLOTH)}"/>`
      : `<path d="M ${left} ${cy - ry * 0.15} A ${rx * 1.04} ${ry * 1.02} 0 0 1 ${right} ${cy - ry * 0.15} Q ${cx} ${cy - ry * 0.62} ${left} ${cy - ry * 0.15} Z" fill="#1b1410"/>`;
  const top = cy + ry * 1.45;
  const shoulders = `M 0 ${height} L ${width * 0.02} ${height * 0.86} C ${width * 0.05} ${top + height * 0.06} ${width * 0.24} ${top} ${width * 0.38} ${top} L ${width * 0.62} ${top} C ${width * 0.76} ${top} ${width * 0.95} ${top + height * 0.06} ${width * 0.98} ${height * 0.86} L ${width} ${height} Z`;
  const collar = `M ${width * 0.4} ${top} L ${cx} ${top + height * 0.14} L ${width * 0.6} ${top} Z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<radialGradient id="backdrop" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="hsl(${hue},25%,78%)"/><stop offset="1" stop-color="hsl(${hue},30%,38%)"/></radialGradient>
<radialGradient id="face" cx="0.42" cy="0.38" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#backdrop)"/>
<rect x="${cx - rx * 0.42}" y="${cy + ry * 0.7}" width="${rx * 0.84}" height="${ry * 0.85}" rx="${rx * 0.3}" fill="${skin}"/>
<path d="${shoulders}" fill="${cloth}"/>
<path d="${collar}" fill="${skin}" fill-opacity="0.9"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#face)"/>
${crown}
</svg>`;
}

const BASE = { width: 1920, height: 1280 };
const BACKGROUNDS = 6;
const backgrounds = new Map<number, Promise<Buffer>>();

/** Grain, which makes the files photo-sized (a few hundred KB), so responsive-image savings are real. */
function grain(width: number, height: number, seed: number): Buffer {
  const rnd = random(seed);
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = 88 + Math.floor(rnd() * 80);
  return noise;
}

/**
 * A few large backgrounds, rendered once with grain. Each scene crops and mirrors one of them: cheap enough
 * to seed dozens of pictures in a couple of seconds.
 */
function background(index: number): Promise<Buffer> {
  let buffer = backgrounds.get(index);
  if (!buffer) {
    const { width, height } = BASE;
    buffer = sharp(Buffer.from(backgroundSvg(width, height, index + 1)))
      .composite([
        { input: grain(width, height, index + 1), raw: { width, height, channels: 3 }, blend: 'soft-light' },
      ])
      .removeAlpha()
      .raw()
      .toBuffer();
    backgrounds.set(index, buffer);
  }
  return buffer;
}

async function scene({ width, height, seed }: PictureSpec): Promise<Sharp> {
  const rnd = random(seed * 7919);
  // The largest crop of the background with the picture's aspect ratio, shrunk a little at random.
  const scale = Math.min(BASE.width / width, BASE.height / height) * (0.7 + rnd() * 0.3);
  const crop = { width: Math.round(width * scale), height: Math.round(height * scale) };
  const left = Math.floor(rnd() * (BASE.width - crop.width + 1));
  const top = Math.floor(rnd() * (BASE.height - crop.height + 1));
  const image = sharp(await background(seed % BACKGROUNDS), { raw: { ...BASE, channels: 3 } })
    .extract({ left, top, ...crop })
    .resize(width, height);
  return Math.floor(seed / BACKGROUNDS) % 2 === 1 ? image.flop() : image;
}

async function portrait({ width, height, seed }: PictureSpec): Promise<Sharp> {
  const drawn = await sharp(Buffer.from(portraitSvg(width, height, seed)))
    .blur(1.2)
    .composite([
      { input: grain(width, height, seed), raw: { width, height, channels: 3 }, blend: 'soft-light' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  return sharp(drawn, { raw: { width, height, channels: 3 } });
}

export async function renderPicture(spec: PictureSpec): Promise<Buffer> {
  const image = await (spec.shape === 'portrait' ? portrait(spec) : scene(spec));
  return spec.format === 'webp'
    ? image.webp({ quality: 80 }).toBuffer()
    : image.jpeg({ quality: 80, optimiseCoding: false }).toBuffer();
}
