import type { FieldPath, FieldValues } from 'react-hook-form';
import { Switch } from '../components/switch/switch';
import { FormField, type FormFieldProps } from './form-field';

/** An on/off value (published, pinned): a switch beside its label, wired to the form by name. */
export function SwitchFormField<T extends FieldValues, N extends FieldPath<T>>(
  props: Omit<FormFieldProps<T, N>, 'children' | 'render' | 'layout'>,
) {
  return (
    <FormField
      {...props}
      layout="inline"
      render={(field) => (
        <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}
