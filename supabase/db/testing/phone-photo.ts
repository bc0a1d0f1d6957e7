import sharp from 'sharp';
import { random } from '../../seed/pictures.ts';

export const PHONE_PHOTO = { width: 4032, height: 3024 } as const;

/**
 * A stand-in for a photo from a phone's camera (12 MP JPEG, about 4 MB, EXIF orientation "rotate 90°" as a
 * phone held upright writes it): detail at every scale, as in a photograph (noise summed over octaves, each
 * half as strong as the next finer one), over a sky-to-ground gradient. Pure grain would shrink to flat grey
 * and flatter the variants; this keeps their byte counts honest. Deterministic for a seed.
 */
export async function phonePhoto(seed = 1): Promise<Buffer> {
  const { width, height } = PHONE_PHOTO;
  const rnd = random(seed);
  const texture = new Float32Array(width * height);
  for (let octave = 1; octave <= 9; octave += 1) {
    const w = Math.max(2, Math.ceil(width / 2 ** octave));
    const h = Math.max(2, Math.ceil(height / 2 ** octave));
    const noise = Buffer.alloc(w * h);
    for (let i = 0; i < noise.length; i += 1) noise[i] = Math.floor(rnd() * 256);
    const up = await sharp(noise, { raw: { width: w, height: h, channels: 1 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    const weight = 0.2;
    for (let i = 0; i < texture.length; i += 1) texture[i]! += (up[i]! - 128) * weight;
  }
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const t = y / height;
    const base = t < 0.55 ? [70 + 110 * t, 120 + 90 * t, 200 - 40 * t] : [90 - 30 * t, 110 - 40 * t, 50];
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      for (let c = 0; c < 3; c += 1)
        pixels[i * 3 + c] = Math.max(0, Math.min(255, Math.round(base[c]! + texture[i]! * (0.8 + 0.2 * c))));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
