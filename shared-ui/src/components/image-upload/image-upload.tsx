import clsx from 'clsx';
import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { BUCKETS } from '../../data/storage/buckets';
import { ResponsiveImage } from '../../images/responsive-image';
import { useObjectUrl } from '../../lib/use-object-url';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { useFieldControl } from '../field/field-context';
import { FileDrop } from '../file-drop/file-drop';
import { formatBytes, rejectionMessage, type AcceptMap } from '../file-drop/file-rules';
import styles from './image-upload.module.css';

/** The preview is at most 28rem wide (see the stylesheet). */
const PREVIEW_SIZES = '(min-width: 30rem) 28rem, 100vw';

export interface ImageUploadProps {
  /**
   * Caller-controlled: the saved image's URL, a newly chosen File (not yet saved), or null. Keep the File
   * in your form state until the save succeeds, so a failed save can simply be retried.
   */
  value: File | string | null | undefined;
  onChange: (value: File | null) => void;
  /** Describes the current image for the preview, e.g. "Current photo of Pastor Mensah". */
  previewAlt?: string;
  accept?: AcceptMap;
  maxSize?: number;
  /** Frame of the preview, e.g. '16 / 9' or '1 / 1' for portraits. */
  aspectRatio?: string;
  /** What the drop zone says under its button (see FileDrop): '' when the field around it says it already. */
  hint?: ReactNode;
  /** 0–100 while the caller uploads. */
  progress?: number;
  uploading?: boolean;
  disabled?: boolean;
  id?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
  className?: string;
}

/** Choose, preview, replace or remove one image (drop or pick), e.g. a leader's photo. */
export function ImageUpload({
  value,
  onChange,
  previewAlt = 'Selected image',
  accept = BUCKETS.images.types,
  maxSize = BUCKETS.images.maxBytes,
  aspectRatio = '16 / 9',
  hint,
  progress,
  uploading = false,
  disabled = false,
  className,
  onBlur,
  ...props
}: ImageUploadProps) {
  const control = useFieldControl({ ...props, disabled: disabled || uploading || undefined });
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejection, setRejection] = useState<string>();
  const errorId = useId();
  const file = value instanceof File ? value : null;
  const objectUrl = useObjectUrl(file);
  const previewUrl = file ? objectUrl : typeof value === 'string' && value ? value : undefined;
  const acceptAttr = Object.entries(accept)
    .flatMap(([type, exts]) => [type, ...exts])
    .join(',');

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const typeOk = Object.entries(accept).some(
      ([type, exts]) => chosen.type === type || exts.some((ext) => chosen.name.toLowerCase().endsWith(ext)),
    );
    if (!typeOk)
      return setRejection(rejectionMessage({ code: 'file-invalid-type', message: '' }, chosen, { accept }));
    if (chosen.size > maxSize)
      return setRejection(rejectionMessage({ code: 'file-too-large', message: '' }, chosen, { maxSize }));
    setRejection(undefined);
    onChange(chosen);
  };

  // A chosen file's URL is made just after the file arrives (before the browser paints): keep to the preview.
  if (!file && !previewUrl) {
    return (
      <div className={clsx(styles.root, className)}>
        <FileDrop
          id={control.id}
          aria-describedby={control['aria-describedby']}
          invalid={Boolean(control['aria-invalid'])}
          accept={accept}
          maxSize={maxSize}
          multiple={false}
          disabled={control.disabled}
          buttonLabel="Choose an image"
          hint={hint}
          onFilesAccepted={(files) => choose(files[0])}
        />
      </div>
    );
  }

  return (
    <div className={clsx(styles.root, className)} onBlur={onBlur}>
      <div className={styles.preview}>
        {previewUrl ? (
          <ResponsiveImage
            src={previewUrl}
            alt={file ? `New image: ${file.name}` : previewAlt}
            aspectRatio={aspectRatio}
            sizes={PREVIEW_SIZES}
            // The chosen file is already in the browser: shown at once, not when the frame is seen scrolling.
            priority={Boolean(file)}
          />
        ) : null}
        {file ? (
          <Badge tone="accent" className={styles.badge}>
            Not saved yet
          </Badge>
        ) : null}
      </div>
      {file ? (
        <p className={styles.meta}>
          {file.name} · {formatBytes(file.size)}
        </p>
      ) : null}
      {uploading ? (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="Uploading image"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress ?? 0)}
        >
          <div className={styles.bar} style={{ ['--progress' as string]: `${Math.round(progress ?? 0)}%` }} />
        </div>
      ) : null}
      <div className={styles.actions}>
        <input
          ref={inputRef}
          type="file"
          accept={acceptAttr}
          hidden
          data-testid="image-upload-input"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          id={control.id}
          icon={<ImageUp size={16} />}
          disabled={control.disabled}
          aria-describedby={
            [control['aria-describedby'], rejection ? errorId : undefined].filter(Boolean).join(' ') ||
            undefined
          }
          onClick={() => inputRef.current?.click()}
        >
          Replace image
        </Button>
        <Button
          variant="ghost"
          size="sm"
          icon={<Trash2 size={16} />}
          disabled={control.disabled}
          onClick={() => onChange(null)}
        >
          Remove image
        </Button>
      </div>
      {rejection ? (
        <p className={styles.error} id={errorId} role="alert">
          {rejection}
        </p>
      ) : null}
    </div>
  );
}
