import * as RadixSelect from '@radix-ui/react-select';
import clsx from 'clsx';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { useFieldControl, type ControlProps } from '../field/field-context';
import styles from './select.module.css';

export interface SelectOption {
  /** Radix reserves '' for "no value": use a real value for every option. */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ControlProps {
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Submits a hidden native select with this name inside a <form>. */
  name?: string;
}

/** A styled, keyboard-accessible select (Radix). Inside a <Field> it takes the field's label and messages. */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Choose…',
  name,
  className,
  onBlur,
  ...props
}: SelectProps) {
  const control = useFieldControl(props);
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      name={name}
      disabled={control.disabled}
      required={control.required}
      onOpenChange={(open) => {
        if (!open) onBlur?.();
      }}
    >
      <RadixSelect.Trigger
        id={control.id}
        className={clsx(styles.trigger, className)}
        aria-label={props['aria-label']}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
      >
        <span className={styles.value}>
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon className={styles.chevron}>
          <ChevronDown size={18} aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
          <RadixSelect.ScrollUpButton className={styles.scroll}>
            <ChevronUp size={16} aria-hidden="true" />
          </RadixSelect.ScrollUpButton>
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={styles.item}
              >
                <RadixSelect.ItemIndicator className={styles.indicator}>
                  <Check size={16} aria-hidden="true" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
          <RadixSelect.ScrollDownButton className={styles.scroll}>
            <ChevronDown size={16} aria-hidden="true" />
          </RadixSelect.ScrollDownButton>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
