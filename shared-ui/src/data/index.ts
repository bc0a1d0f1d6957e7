// shared-ui/data: how both remotes reach the data. A shared singleton (rspack.base.ts), so the settings the
// shell configures at start are the ones every page reads. What only the admin needs (bucket rules, file
// checks) is in shared-ui/uploads instead, which visitors never download.
export * from './database';
export { setSupabaseSettings, supabaseSettings, type SupabaseSettings } from './supabase-settings';
export { getPublicClient } from './public-client';
export { rowOf, rowsOf } from './results';
export { createDomainKeys, type DomainKeys } from './query-keys';
export {
  extensionOf,
  newObjectPath,
  objectPathOf,
  objectUploadUrl,
  publicObjectUrl,
} from './storage/object-url';
export * from './domains';
