// File drops and image uploads, with the byte and type rules the admin portal also shows: only the admin
// portal uploads, so this is a subpath visitors never download.
export * from '../components/file-drop/lazy-uploads';
export { formatBytes, describeAccept, type AcceptMap } from '../components/file-drop/file-rules';
export { useObjectUrl } from '../lib/use-object-url';
// The buckets' limits and the checks the forms make before uploading (the server enforces the same).
export * from '../data/storage/buckets';
export * from '../data/storage/file-checks';
export { extensionOf, newObjectPath, objectPathOf, objectUploadUrl } from '../data/storage/object-url';
