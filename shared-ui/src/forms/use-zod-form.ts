import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;
export type ZodForm<S extends ZodFormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * The one way forms are made in both remotes: react-hook-form validated by a zod schema, errors shown
 * after a field is first left (then on every change), the first invalid field focused on submit.
 * `handleSubmit` hands the schema's parsed output (transforms applied) to the callback.
 */
export function useZodForm<S extends ZodFormSchema>(
  schema: S,
  defaultValues?: DefaultValues<z.input<S>>,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'defaultValues'>,
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The generic schema type is too wide for the resolver's overloads; the cast restates what it returns.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
  });
}
