// shared-ui/data: how both remotes reach the data (the settings and the visitor's client are in
// shared-ui/connection, the shared singleton). What only the admin needs (bucket rules, file
// checks) is in shared-ui/uploads instead, which visitors never download.
export * from './database';
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
