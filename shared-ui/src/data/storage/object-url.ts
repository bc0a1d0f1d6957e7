import { PUBLIC_OBJECT, PUBLIC_RENDER, STORAGE_API, encodeObjectPath } from './storage-paths';

// Pure functions of the project URL (supabaseSettings().url): this module is bundled into more than one
// shared entry, so it must hold no state of its own.

/** The public URL of an object in a public bucket; with `download`, a link that saves it under that name. */
export function publicObjectUrl(projectUrl: string, bucket: string, path: string, download?: string): string {
  const url = `${projectUrl}${PUBLIC_OBJECT}${bucket}/${encodeObjectPath(path)}`;
  return download ? `${url}?${new URLSearchParams({ download })}` : url;
}

/** Where an upload of this object is POSTed (what storage-js's upload() calls). */
export const objectUploadUrl = (projectUrl: string, bucket: string, path: string) =>
  `${projectUrl}${STORAGE_API}/object/${bucket}/${encodeObjectPath(path)}`;

/**
 * The object a stored URL points at (its public or render URL), or null for anything else (an outside
 * link, a seeded asset served from elsewhere): only our own objects are ever removed.
 */
export function objectPathOf(
  projectUrl: string,
  url: string | null | undefined,
  bucket: string,
): string | null {
  if (!url) return null;
  const prefix = [PUBLIC_OBJECT, PUBLIC_RENDER]
    .map((kind) => `${projectUrl}${kind}${bucket}/`)
    .find((candidate) => url.startsWith(candidate));
  if (!prefix) return null;
  const path = url.slice(prefix.length).split(/[?#]/)[0] ?? '';
  try {
    return path ? decodeURIComponent(path) : null;
  } catch {
    return null;
  }
}

/** ".jpg" for "Harvest.JPG"; '' when the name has no extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** `<folder>/<uuid>.<ext>`: unique, so a replaced file never overwrites one a page still shows. */
export function newObjectPath(folder: string, fileName: string): string {
  return `${folder}/${crypto.randomUUID()}${extensionOf(fileName).replace(/[^a-z0-9.]/g, '')}`;
}
