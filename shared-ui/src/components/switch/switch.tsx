import * as RadixSwitch from '@radix-ui/react-switch';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { useFieldControl } from '../field/field-context';
import styles from './switch.module.css';

export interface SwitchProps {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** A label beside the switch; leave it out inside a <Field layout="inline">. */
  label?: ReactNode;
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  onBlur?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
}

export function Switch({
  checked,
  defaultChecked,
  onCheckedChange,
  label,
  name,
  className,
  onBlur,
  ...props
}: SwitchProps) {
  const generated = useId();
  const control = useFieldControl({ ...props, id: props.id ?? (label ? `switch-${generated}` : undefined) });
  const track = (
    <RadixSwitch.Root
      id={control.id}
      className={clsx(styles.track, !label && className)}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={onCheckedChange}
      name={name}
      disabled={control.disabled}
      required={control.required}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      aria-label={props['aria-label']}
      onBlur={onBlur}
    >
      <RadixSwitch.Thumb className={styles.thumb} />
    </RadixSwitch.Root>
  );
  if (!label) return track;
  return (
    <span className={clsx(styles.row, className)}>
      {track}
      <label htmlFor={control.id} className={styles.label}>
        {label}
      </label>
    </span>
  );
}
