import type { ReactNode } from 'react';
import { FormField, type ZodForm, type ZodFormSchema } from 'shared-ui/forms';
import { Select } from 'shared-ui/inputs';

interface SelectFormFieldProps {
  form: ZodForm<ZodFormSchema>;
  name: string;
  label: string;
  hint?: ReactNode;
  required: boolean;
  options?: readonly { value: string; label: string }[];
}

/** One of a column's (or a list item's) options, labelled, with its schema message beside it. */
export function SelectFormField({ options, ...field }: SelectFormFieldProps) {
  return (
    <FormField
      {...field}
      render={(f) => (
        <Select
          options={[...(options ?? [])]}
          value={String(f.value ?? '')}
          onValueChange={f.onChange}
          onBlur={f.onBlur}
        />
      )}
    />
  );
}
