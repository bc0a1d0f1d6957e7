import clsx from 'clsx';
import { lazyComponent } from '../../lib/lazy-component';
import { useFieldControl } from '../field/field-context';
import type { SelectOption, SelectProps } from './select';
import styles from './select.module.css';

/** Looks like the closed select (same box, value or placeholder) while its code loads. */
function SelectPlaceholder({
  options,
  value,
  defaultValue,
  placeholder = 'Choose…',
  className,
  ...props
}: SelectProps) {
  const control = useFieldControl({
    id: props.id,
    'aria-describedby': props['aria-describedby'],
    invalid: props.invalid,
  });
  const selected = options.find((o) => o.value === (value ?? defaultValue));
  return (
    <button
      type="button"
      id={control.id}
      className={clsx(styles.trigger, className)}
      aria-label={props['aria-label']}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      data-placeholder={selected ? undefined : ''}
      aria-busy="true"
    >
      <span className={styles.value}>{selected?.label ?? placeholder}</span>
    </button>
  );
}

export const Select = lazyComponent<SelectProps>(
  () => import('./select').then((m) => m.Select),
  (props) => <SelectPlaceholder {...props} />,
  { afterFirstScreen: true },
);

export type { SelectOption, SelectProps };
