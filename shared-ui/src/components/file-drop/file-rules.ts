// Type-only: this module is in the eagerly loaded part of shared-ui, react-dropzone is not.
import type { FileError } from 'react-dropzone';
import { formatBytes } from '../../lib/format-bytes';

export { formatBytes };

export type AcceptMap = Readonly<Record<string, readonly string[]>>;

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
