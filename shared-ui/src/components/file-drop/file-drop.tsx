import clsx from 'clsx';
import { CircleCheck, FileText, RotateCw, Upload, X, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { Button } from '../button/button';
import { useFieldControl } from '../field/field-context';
import { describeAccept, formatBytes, rejectionMessage, type AcceptMap } from './file-rules';
import styles from './file-drop.module.css';

export type FileDropStatus = 'queued' | 'uploading' | 'done' | 'error';

/** One chosen file as the caller tracks it; the caller owns the upload and reports progress here. */
export interface FileDropItem {
  id: string;
  file: File;
  status: FileDropStatus;
  /** 0–100 while uploading. */
  progress?: number;
  /** Why the upload failed, shown beside the file. */
  error?: string;
}

export interface FileDropProps {
  /** Called with the files that passed accept/maxSize; rejected ones are explained in place. */
  onFilesAccepted: (files: File[]) => void;
  onFilesRejected?: (messages: string[]) => void;
  /** MIME type → extensions, e.g. BUCKETS.images.types. */
  accept?: AcceptMap;
  /** Bytes, e.g. BUCKETS.images.maxBytes. */
  maxSize?: number;
  maxFiles?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** The caller's list of chosen files with their upload state. */
  items?: FileDropItem[];
  onRemove?: (id: string) => void;
  onRetry?: (id: string) => void;
  title?: ReactNode;
  /** Defaults to the accepted types and size limit; '' for none (the field around it says them). */
  hint?: ReactNode;
  buttonLabel?: string;
  id?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

const STATUS_TEXT: Record<FileDropStatus, string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  error: 'Failed',
};

/** Drag-and-drop or choose files (mouse, keyboard or touch), with per-file progress, remove and retry. */
export function FileDrop({
  onFilesAccepted,
  onFilesRejected,
  accept,
  maxSize,
  maxFiles,
  multiple = true,
  disabled = false,
  items = [],
  onRemove,
  onRetry,
  title,
  hint,
  buttonLabel,
  className,
  ...props
}: FileDropProps) {
  const control = useFieldControl({ ...props, disabled: disabled || undefined });
  const hintId = useId();
  const [rejections, setRejections] = useState<{ key: string; message: string }[]>([]);
  const rules = { accept, maxSize, maxFiles };
  const { getRootProps, getInputProps, isDragActive, isDragReject, open } = useDropzone({
    accept: accept as Record<string, string[]> | undefined,
    maxSize,
    maxFiles: multiple ? maxFiles : 1,
    multiple,
    disabled: control.disabled,
    // The real button below is the keyboard control; the zone itself is a pointer/drop target.
    noKeyboard: true,
    noClick: true,
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      const messages = rejected.map(({ file, errors }) =>
        rejectionMessage(errors[0]!, file, { ...rules, maxFiles: multiple ? maxFiles : 1 }),
      );
      setRejections(messages.map((message, i) => ({ key: `${Date.now()}-${i}`, message })));
      if (messages.length) onFilesRejected?.(messages);
      if (accepted.length) onFilesAccepted(accepted);
    },
  });
  const defaultHint = [
    describeAccept(accept),
    maxSize ? `up to ${formatBytes(maxSize)}${multiple ? ' each' : ''}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const hintText = hint ?? defaultHint;

  return (
    <div className={clsx(styles.root, className)}>
      <div
        {...getRootProps({
          className: styles.zone,
          onClick: () => {
            if (!control.disabled) open();
          },
        })}
        data-drag-active={isDragActive}
        data-drag-reject={isDragReject}
        data-disabled={control.disabled ?? false}
        aria-invalid={control['aria-invalid']}
      >
        <input {...getInputProps()} data-testid="file-drop-input" />
        <Upload size={28} className={styles.icon} aria-hidden="true" />
        <p className={styles.title}>
          {title ?? (isDragActive ? 'Drop to add' : `Drag ${multiple ? 'files' : 'a file'} here or`)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          id={control.id}
          disabled={control.disabled}
          aria-describedby={
            [hintText ? hintId : undefined, control['aria-describedby']].filter(Boolean).join(' ') ||
            undefined
          }
          onClick={(event) => {
            event.stopPropagation();
            open();
          }}
        >
          {buttonLabel ?? (multiple ? 'Choose files' : 'Choose a file')}
        </Button>
        {hintText ? (
          <p className={styles.hint} id={hintId}>
            {hintText}
          </p>
        ) : null}
      </div>

      {rejections.length ? (
        <ul className={styles.rejections} role="alert">
          {rejections.map((r) => (
            <li key={r.key} className={styles.rejection}>
              <span>{r.message}</span>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label="Dismiss message"
                onClick={() => setRejections((all) => all.filter((x) => x.key !== r.key))}
              >
                <X size={16} aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      {items.length ? (
        <ul className={styles.items} aria-label="Chosen files">
          {items.map((item) => (
            <FileDropRow key={item.id} item={item} onRemove={onRemove} onRetry={onRetry} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A file row's small icon-only button (Retry, Remove), named for the file it acts on. */
function RowAction({ icon: Icon, label, onClick }: { icon: LucideIcon; label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" iconOnly aria-label={label} onClick={onClick}>
      <Icon size={16} aria-hidden="true" />
    </Button>
  );
}

function FileDropRow({
  item,
  onRemove,
  onRetry,
}: {
  item: FileDropItem;
  onRemove?: (id: string) => void;
  onRetry?: (id: string) => void;
}) {
  const progress = Math.max(
    0,
    Math.min(100, Math.round(item.progress ?? (item.status === 'done' ? 100 : 0))),
  );
  const name = item.file.name;
  return (
    <li className={styles.item} data-status={item.status}>
      {item.status === 'done' ? (
        <CircleCheck size={22} className={styles.fileIcon} aria-hidden="true" />
      ) : (
        <FileText size={22} className={styles.fileIcon} aria-hidden="true" />
      )}
      <span className={styles.name} title={name}>
        {name}
      </span>
      <div className={styles.itemActions}>
        {item.status === 'error' && onRetry ? (
          <RowAction icon={RotateCw} label={`Retry ${name}`} onClick={() => onRetry(item.id)} />
        ) : null}
        {onRemove && item.status !== 'uploading' ? (
          <RowAction icon={X} label={`Remove ${name}`} onClick={() => onRemove(item.id)} />
        ) : null}
      </div>
      <span className={styles.meta} data-status={item.status}>
        {formatBytes(item.file.size)} ·{' '}
        {item.status === 'error' && item.error ? item.error : STATUS_TEXT[item.status]}
        {item.status === 'uploading' ? ` ${progress}%` : ''}
      </span>
      {item.status === 'uploading' || item.status === 'queued' ? (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={`Uploading ${name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className={styles.bar} style={{ ['--progress' as string]: `${progress}%` }} />
        </div>
      ) : null}
    </li>
  );
}
