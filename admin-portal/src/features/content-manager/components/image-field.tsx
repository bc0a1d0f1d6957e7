import { Field } from 'shared-ui/inputs';
import { formatBytes, IMAGES, ImageUpload } from 'shared-ui/uploads';

export interface ImageFieldProps {
  label: string;
  /** The stored URL ('' when none). */
  url: string;
  /** A newly chosen file, not uploaded yet: kept until a save succeeds. */
  file: File | undefined;
  onFileChange: (file: File | undefined) => void;
  /** The image was removed: the row will point at none, its object is removed after the save. */
  onClear: () => void;
  /** 0…1 while uploading. */
  progress: number | undefined;
  hint?: string;
}

/** An image column: preview, choose/replace, remove; the images bucket's rules are checked first. */
export function ImageField({ label, url, file, onFileChange, onClear, progress, hint }: ImageFieldProps) {
  return (
    <Field label={label} hint={hint ?? `${IMAGES.typeNames}, up to ${formatBytes(IMAGES.maxBytes)}.`}>
      <ImageUpload
        value={file ?? (url || null)}
        previewAlt={`Current ${label.toLowerCase()}`}
        accept={IMAGES.types}
        maxSize={IMAGES.maxBytes}
        // The field's hint says what it takes (and stays once a picture is chosen): the drop zone does not repeat it.
        hint=""
        uploading={progress !== undefined && file !== undefined}
        progress={progress === undefined ? undefined : progress * 100}
        onChange={(next) => {
          onFileChange(next ?? undefined);
          if (!next) onClear();
        }}
      />
    </Field>
  );
}
