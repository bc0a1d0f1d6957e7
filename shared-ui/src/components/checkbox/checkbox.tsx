import * as RadixCheckbox from '@radix-ui/react-checkbox';
import clsx from 'clsx';
import { Check, Minus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { BesideLabel } from '../field/beside-label';
import { useFieldControl, type ControlProps } from '../field/field-context';
import styles from './checkbox.module.css';

export interface CheckboxProps extends ControlProps {
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** A label beside the box; leave it out inside a <Field layout="inline">, which labels it. */
  label?: ReactNode;
  value?: string;
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
  return (
    <BesideLabel id={control.id} label={label} className={className} align="start">
      <RadixCheckbox.Root
        {...control}
        className={clsx(styles.box, !label && className)}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(next) => onCheckedChange?.(next === true)}
        name={name}
        value={value}
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
    </BesideLabel>
  );
}
