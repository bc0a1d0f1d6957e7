import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { useFieldControl } from '../field/field-context';
import styles from './input.module.css';

export interface InputProps extends ComponentProps<'input'> {
  /** Marks the control invalid without a <Field> (inside a Field its error does this). */
  invalid?: boolean;
}

export function Input({ className, ...props }: InputProps) {
  const control = useFieldControl(props);
  return <input {...control} className={clsx(styles.control, className)} />;
}

export interface TextareaProps extends ComponentProps<'textarea'> {
  invalid?: boolean;
}

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const control = useFieldControl(props);
  return <textarea rows={rows} {...control} className={clsx(styles.control, styles.textarea, className)} />;
}

export const inputClassName = styles.control;
