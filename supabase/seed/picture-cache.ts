import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SUPABASE_DIR } from '../db/paths.ts';
import { renderPicture, type PictureSpec } from './pictures.ts';

/** Bump when renderPicture draws differently, so cached pictures are not reused. */
const RENDERER_VERSION = '2';
const CACHE_DIR = path.join(SUPABASE_DIR, '.data', 'cache', 'pictures');

/**
 * Pictures depend only on their spec, so fresh data folders (tests, e2e resets) reuse the ones
 * rendered before instead of spending seconds of CPU on them again.
 */
export async function cachedPicture(spec: PictureSpec, cacheDir = CACHE_DIR): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify([RENDERER_VERSION, spec]))
    .digest('hex');
  const file = path.join(cacheDir, `${key}.${spec.format}`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const data = await renderPicture(spec);
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed: another process seeding at the same time never reads half a file.
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
  return data;
}
