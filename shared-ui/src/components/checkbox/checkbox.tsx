import * as RadixCheckbox from '@radix-ui/react-checkbox';
import clsx from 'clsx';
import { Check, Minus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useFieldControl } from '../field/field-context';
import styles from './checkbox.module.css';

export interface CheckboxProps {
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** A label beside the box; leave it out inside a <Field layout="inline">, which labels it. */
  label?: ReactNode;
  name?: string;
  value?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  onBlur?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
}

export function Checkbox({
  checked,
  defaultChecked,
  onCheckedChange,
  label,
  name,
  value,
  className,
  onBlur,
  ...props
}: CheckboxProps) {
  const generated = useId();
  const control = useFieldControl({
    ...props,
    id: props.id ?? (label ? `checkbox-${generated}` : undefined),
  });
  const box = (
    <RadixCheckbox.Root
      id={control.id}
      className={clsx(styles.box, !label && className)}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(next) => onCheckedChange?.(next === true)}
      name={name}
      value={value}
      disabled={control.disabled}
      required={control.required}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      aria-label={props['aria-label']}
      onBlur={onBlur}
    >
      <RadixCheckbox.Indicator>
        {checked === 'indeterminate' ? (
          <Minus size={16} strokeWidth={3} aria-hidden="true" />
        ) : (
          <Check size={16} strokeWidth={3} aria-hidden="true" />
        )}
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
  if (!label) return box;
  return (
    <span className={clsx(styles.row, className)}>
      {box}
      <label htmlFor={control.id} className={styles.label}>
        {label}
      </label>
    </span>
  );
}
