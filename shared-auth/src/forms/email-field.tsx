import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Input } from 'shared-ui/inputs';
import { FormField } from 'shared-ui/forms';

interface EmailFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as FormField: a form of any resolver's output
  form: UseFormReturn<T, any, any>;
  /** `form.register('email')`, called by the form itself so its fields keep their order (the first error is focused). */
  registration: UseFormRegisterReturn<FieldPath<T>>;
}

/**
 * The email address of the sign-in and reset forms: a username to password managers, an email keyboard on a
 * phone, never spell-checked.
 */
export function EmailField<T extends FieldValues>({ form, registration }: EmailFieldProps<T>) {
  return (
    <FormField form={form} name={registration.name} label="Email address" required>
      <Input type="email" autoComplete="username" inputMode="email" spellCheck={false} {...registration} />
    </FormField>
  );
}
