import * as RadixSwitch from '@radix-ui/react-switch';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { BesideLabel } from '../field/beside-label';
import { useFieldControl, type ControlProps } from '../field/field-context';
import styles from './switch.module.css';

export interface SwitchProps extends ControlProps {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** A label beside the switch; leave it out inside a <Field layout="inline">. */
  label?: ReactNode;
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
  return (
    <BesideLabel id={control.id} label={label} className={className}>
      <RadixSwitch.Root
        {...control}
        className={clsx(styles.track, !label && className)}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        name={name}
        onBlur={onBlur}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </BesideLabel>
  );
}
