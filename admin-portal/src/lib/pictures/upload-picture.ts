import type { NamedRendition, PictureMeta } from 'shared-ui/pictures';
import { IMAGES } from 'shared-ui/uploads';
import { removeObjects } from '../storage/remove-objects';
import { uploadObject, type UploadedObject } from '../storage/upload-object';
import { browserPictureTools } from './browser-tools';
import { preparePicture, type PreparedPicture, type PreparedRendition } from './prepare-picture';

/** Of a picture's upload, the share its preparation takes on the progress bar (the rest is the bytes sent). */
const PREPARING_SHARE = 0.3;

export interface UploadedPicture extends UploadedObject {
  /** What the row keeps beside the URL (`image_url` → `image_meta`); null when the browser could not prepare it. */
  meta: PictureMeta | null;
}

async function prepare(file: File, path: string, named: NamedRendition[], onProgress?: (f: number) => void) {
  try {
    return await preparePicture(file, path, await browserPictureTools(), { named, onProgress });
  } catch (error) {
    // A picture this browser cannot decode is still stored as it is: pages show the original, and "Prepare
    // pictures" may make its variants later.
    console.warn(`No variants for ${file.name}:`, error);
    return null;
  }
}

/** Stores a prepared picture's renditions beside its original, one after another. */
export async function uploadRenditions(renditions: PreparedRendition[]): Promise<void> {
  for (const { name, blob } of renditions)
    await uploadObject(IMAGES, name, new File([blob], name.split('/').pop()!, { type: blob.type }));
}

/**
 * Stores a picture at `path` in the images bucket with its variants and named renditions beside it, made in the
 * browser (issue #31: Supabase Free has no image transformations). All or nothing: if any part fails, what this
 * call stored is removed (the original's name names every rendition: removeObjects removes them together).
 */
export async function uploadPicture(
  path: string,
  file: File,
  { named = [], onProgress }: { named?: NamedRendition[]; onProgress?: (fraction: number) => void } = {},
): Promise<UploadedPicture> {
  const prepared: PreparedPicture | null = await prepare(file, path, named, (f) =>
    onProgress?.(f * PREPARING_SHARE),
  );
  let stored = false;
  try {
    const uploaded = await uploadObject(IMAGES, path, file, (f) =>
      onProgress?.(PREPARING_SHARE + f * (1 - PREPARING_SHARE)),
    );
    stored = true;
    await uploadRenditions(prepared?.renditions ?? []);
    return { ...uploaded, meta: prepared?.meta ?? null };
  } catch (error) {
    if (stored) await removeObjects(IMAGES.id, [path]).catch(() => undefined);
    throw error;
  }
}
