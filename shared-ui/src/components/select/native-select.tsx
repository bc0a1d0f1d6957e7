import clsx from 'clsx';
import { useFieldControl, type ControlProps } from '../field/field-context';
import type { SelectOption } from './select';
import styles from './select.module.css';

export interface NativeSelectProps extends ControlProps {
  options: SelectOption[];
  value?: string;
  onValueChange?: (value: string) => void;
}

/**
 * The browser's own select, in the same box as `Select`: a visitor's phone opens its own picker, and there is no
 * code to load and nothing rendered off-screen to collect the options (the three Radix selects of /sermons' filters
 * took five commits of 66–143 components after its first screen). For a visitor's filters; `Select` stays where a
 * form needs a styled list (the admin's). An option's value may be '' here.
 */
export function NativeSelect({
  options,
  value,
  onValueChange,
  className,
  onBlur,
  ...props
}: NativeSelectProps) {
  const control = useFieldControl(props);
  return (
    <select
      {...control}
      className={clsx(styles.trigger, styles.native, className)}
      value={value}
      onChange={(event) => onValueChange?.(event.target.value)}
      onBlur={onBlur}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
