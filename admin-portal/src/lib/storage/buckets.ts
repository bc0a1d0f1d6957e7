import { formatBytes } from 'shared-ui/uploads';

/**
 * The two buckets' limits (supabase/migrations/*_storage_buckets.sql). The server enforces them;
 * the forms check first so a volunteer learns why before waiting for an upload.
 */
export interface BucketRules {
  id: 'images' | 'sermon-presentations';
  maxBytes: number;
  /** MIME type → the extensions a browser may report it under. */
  types: Record<string, string[]>;
  /** How the allowed types are named to people. */
  typeNames: string;
}

const MB = 1024 * 1024;

export const IMAGES: BucketRules = {
  id: 'images',
  maxBytes: 10 * MB,
  types: {
    'image/jpeg': ['.jpg', '.jpeg'],
    'image/png': ['.png'],
    'image/webp': ['.webp'],
    'image/gif': ['.gif'],
    'image/avif': ['.avif'],
  },
  typeNames: 'JPEG, PNG, WebP, GIF or AVIF',
};

export const PRESENTATIONS: BucketRules = {
  id: 'sermon-presentations',
  maxBytes: 50 * MB,
  types: {
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
    'application/vnd.ms-powerpoint': ['.ppt'],
    'application/pdf': ['.pdf'],
    'application/vnd.oasis.opendocument.presentation': ['.odp'],
    'application/vnd.apple.keynote': ['.key'],
  },
  typeNames: 'PowerPoint (.pptx, .ppt), PDF, OpenDocument (.odp) or Keynote (.key)',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

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
    return `“${file.name}” is ${formatBytes(file.size)}; the limit is ${formatBytes(rules.maxBytes)}. Choose a smaller file.`;
  }
  return null;
}

/** For <input accept> and react-dropzone's `accept`. */
export const acceptOf = (rules: BucketRules) => rules.types;
export const acceptAttribute = (rules: BucketRules) =>
  [...Object.keys(rules.types), ...Object.values(rules.types).flat()].join(',');

export { extensionOf };
