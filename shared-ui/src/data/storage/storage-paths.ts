/**
 * Where Storage serves public objects and their renditions, below the project URL
 * ([contracts §3](../../../../docs/api-contracts.md#3-storage)). Plain constants: the render URLs (shared-ui's
 * root) and the object URLs (shared-ui/data) both build on them.
 */
export const STORAGE_API = '/storage/v1';
export const PUBLIC_OBJECT = `${STORAGE_API}/object/public/`;
export const PUBLIC_RENDER = `${STORAGE_API}/render/image/public/`;

/**
 * An object path as it stands in a URL: each segment percent-encoded, the slashes kept. supabase-js's
 * getPublicUrl uses encodeURI, which leaves `#` and `?` as they are and so breaks on a file named `a#1.pdf`;
 * Storage decodes both forms to the same key.
 */
export const encodeObjectPath = (path: string) =>
  path.replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
