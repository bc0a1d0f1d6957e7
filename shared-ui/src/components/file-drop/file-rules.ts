// Type-only: this module is in the eagerly loaded part of shared-ui, react-dropzone is not.
import type { FileError } from 'react-dropzone';

export type AcceptMap = Readonly<Record<string, readonly string[]>>;

/** 1536 → "1.5 KB", 10485760 → "10 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** ".jpg, .png" style list of what is accepted, for hints and messages. */
export function describeAccept(accept: AcceptMap | undefined): string {
  if (!accept) return '';
  const extensions = [...new Set(Object.values(accept).flat())].map((ext) =>
    ext.replace(/^\./, '').toUpperCase(),
  );
  return extensions.join(', ');
}

/** A rejection in words: which file, what is wrong, what is allowed. */
export function rejectionMessage(
  error: FileError,
  file: File,
  rules: { accept?: AcceptMap; maxSize?: number; maxFiles?: number },
): string {
  switch (error.code) {
    case 'file-invalid-type':
      return `${file.name} is not an accepted file type.${rules.accept ? ` Use ${describeAccept(rules.accept)}.` : ''}`;
    case 'file-too-large':
      return `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(rules.maxSize ?? 0)}.`;
    case 'file-too-small':
      return `${file.name} is empty.`;
    case 'too-many-files':
      return `${file.name} was not added: choose at most ${rules.maxFiles ?? 1} file${rules.maxFiles === 1 ? '' : 's'}.`;
    default:
      return `${file.name}: ${error.message}`;
  }
}
