import { formatBytes } from '../../components/file-drop/file-rules';
import { type BucketRules } from './buckets';
import { extensionOf } from './object-url';

/**
 * The MIME type to send: browsers often report '' (or octet-stream) for .key/.odp, so a known
 * extension decides; a type the bucket does not list stays as it is and is refused.
 */
export function contentTypeFor(file: File, rules: BucketRules): string {
  if (file.type && rules.types[file.type]) return file.type;
  const ext = extensionOf(file.name);
  const match = Object.entries(rules.types).find(([, exts]) => exts.includes(ext));
  return match ? match[0] : file.type || 'application/octet-stream';
}

/** Why the bucket would refuse this file, or null when it fits. */
export function fileProblem(file: File, rules: BucketRules): string | null {
  if (!rules.types[contentTypeFor(file, rules)]) {
    return `“${file.name}” is not an allowed file type. Use ${rules.typeNames}.`;
  }
  if (file.size > rules.maxBytes) {
    const sizes = `is ${formatBytes(file.size)}; the limit is ${formatBytes(rules.maxBytes)}`;
    return `“${file.name}” ${sizes}. Choose a smaller file.`;
  }
  return null;
}

/** For `<input accept>`: every type and extension the bucket takes. */
export const acceptAttribute = (rules: BucketRules) =>
  [...Object.keys(rules.types), ...Object.values(rules.types).flat()].join(',');
