import type { ReactNode } from 'react';
import {
  get,
  useController,
  useFormState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { Field, type FieldProps } from '../components/field/field';

// `any` for the transformed output: a form made with useZodForm has a different output type than
// input, and FormField only reads state and registers by name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> extends Omit<
  FieldProps,
  'children' | 'error'
> {
  form: AnyForm<T>;
  name: N;
  /**
   * A native control spread with `form.register(name)` (Input, Textarea, DateTimeInput), or use `render`
   * for controlled components (Select, Checkbox, Switch, ImageUpload).
   */
  children?: ReactNode;
  render?: (field: ControllerRenderProps<T, N>) => ReactNode;
}

/** <Field> whose error comes from the form's state for `name`. */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  form,
  name,
  children,
  render,
  ...fieldProps
}: FormFieldProps<T, N>) {
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  return (
    <Field {...fieldProps} error={error?.message}>
      {render ? <ControlledSlot form={form} name={name} render={render} /> : children}
    </Field>
  );
}

function ControlledSlot<T extends FieldValues, N extends FieldPath<T>>({
  form,
  name,
  render,
}: {
  form: AnyForm<T>;
  name: N;
  render: (field: ControllerRenderProps<T, N>) => ReactNode;
}) {
  const { field } = useController({ control: form.control, name });
  return <>{render(field)}</>;
}
