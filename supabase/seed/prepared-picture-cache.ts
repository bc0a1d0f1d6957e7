import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { NamedRendition } from '../functions/_shared/picture-renditions.ts';
import { SUPABASE_DIR } from '../db/paths.ts';
import { preparePicture, type PreparedPicture } from './prepare-picture.ts';

/** Bump when preparePicture makes different bytes, so earlier preparations are not reused. */
const PREPARATION_VERSION = '1';
const CACHE_DIR = path.join(SUPABASE_DIR, '.data', 'cache', 'prepared-pictures');

interface Manifest {
  meta: PreparedPicture['meta'];
  renditions: { name: string; mimeType: string }[];
}

/**
 * preparePicture, remembered on disk: a picture's renditions depend only on its bytes and name, so fresh data
 * folders (tests, e2e resets) reuse them instead of spending seconds of CPU encoding WebP again.
 */
export async function cachedPreparation(
  objectName: string,
  data: Buffer,
  options: { named?: NamedRendition[] } = {},
  cacheDir = CACHE_DIR,
): Promise<PreparedPicture> {
  const key = createHash('sha256')
    .update(JSON.stringify([PREPARATION_VERSION, objectName, options.named ?? []]))
    .update(data)
    .digest('hex');
  const dir = path.join(cacheDir, key);
  const manifest = await readFile(path.join(dir, 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => null);
  if (manifest) {
    const renditions = await Promise.all(
      manifest.renditions.map(async (r, i) => ({ ...r, data: await readFile(path.join(dir, String(i))) })),
    );
    return { meta: manifest.meta, renditions };
  }
  const prepared = await preparePicture(objectName, data, options);
  // Written aside and renamed: another process seeding at the same time never reads half an entry.
  const temp = `${dir}.${process.pid}.${Date.now()}.tmp`;
  await mkdir(temp, { recursive: true });
  await Promise.all(prepared.renditions.map((r, i) => writeFile(path.join(temp, String(i)), r.data)));
  const written: Manifest = {
    meta: prepared.meta,
    renditions: prepared.renditions.map(({ name, mimeType }) => ({ name, mimeType })),
  };
  await writeFile(path.join(temp, 'manifest.json'), JSON.stringify(written));
  await rename(temp, dir).catch(() => rm(temp, { recursive: true, force: true }));
  return prepared;
}
