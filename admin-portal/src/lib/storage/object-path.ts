import { useAppConfigStore } from 'shared-ui';
import { extensionOf } from './buckets';

/** `<domain>/<uuid>.<ext>`: unique, so a replaced file never overwrites one a page still shows. */
export function newObjectPath(folder: string, file: File): string {
  const ext = extensionOf(file.name).replace(/[^a-z0-9.]/g, '') || '';
  return `${folder}/${crypto.randomUUID()}${ext}`;
}

export function storageBaseUrl(): string {
  const config = useAppConfigStore.getState().config;
  if (!config) throw new Error('The app configuration is not loaded');
  return `${config.supabaseUrl.replace(/\/+$/, '')}/storage/v1`;
}

export const publicUrlOf = (bucket: string, path: string, base = storageBaseUrl()) =>
  `${base}/object/public/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;

/**
 * The object a stored URL points at, or null for anything else (an outside link, a seeded asset
 * served from elsewhere): only our own objects are ever removed.
 */
export function objectPathOf(
  url: string | null | undefined,
  bucket: string,
  base = storageBaseUrl(),
): string | null {
  if (!url) return null;
  const prefixes = [`${base}/object/public/${bucket}/`, `${base}/render/image/public/${bucket}/`];
  const prefix = prefixes.find((p) => url.startsWith(p));
  if (!prefix) return null;
  const path = url.slice(prefix.length).split(/[?#]/)[0] ?? '';
  return path ? decodeURIComponent(path) : null;
}
