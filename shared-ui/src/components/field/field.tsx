import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { FieldContext, type FieldControlState } from './field-context';
import styles from './field.module.css';

export interface FieldProps {
  label: ReactNode;
  /** The control: Input, Textarea, Select, DateTimeInput, Checkbox, Switch or any element taking an id. */
  children: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** The validation message; marks the control aria-invalid and is announced politely. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Control id; generated when absent. */
  id?: string;
  /** 'inline' puts a checkbox or switch before its label. */
  layout?: 'stacked' | 'inline';
  className?: string;
}

/** A label, a control and its hint/error beside it, wired together for assistive technology. */
export function Field({
  label,
  children,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  layout = 'stacked',
  className,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const state = useMemo<FieldControlState>(
    () => ({
      id: controlId,
      describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
      invalid: Boolean(error),
      required,
      disabled,
    }),
    [controlId, hintId, errorId, error, required, disabled],
  );
  const labelNode = (
    <label htmlFor={controlId} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  return (
    <FieldContext.Provider value={state}>
      <div className={clsx(styles.field, layout === 'inline' && styles.inline, className)}>
        {layout === 'inline' ? (
          <>
            {children}
            {labelNode}
          </>
        ) : (
          <>
            {labelNode}
            {children}
          </>
        )}
        <div className={styles.messages} aria-live="polite">
          {hint ? (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          ) : null}
          {error ? (
            <p id={errorId} className={styles.error}>
              <CircleAlert className={styles.errorIcon} size={16} aria-hidden="true" />
              <span>{error}</span>
            </p>
          ) : null}
        </div>
      </div>
    </FieldContext.Provider>
  );
}
