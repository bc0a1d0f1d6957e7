import clsx from 'clsx';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import styles from './form.module.css';
import { useOneSubmissionAtATime } from './use-one-submission';

export interface FormProps<TIn extends FieldValues, TOut> extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  children: ReactNode;
}

/**
 * A <form> with the schema's validation instead of the browser's, fields stacked with the spacing tokens. It
 * submits one at a time: a second press while `onSubmit` is still running is ignored.
 */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  className,
  children,
  ...rest
}: FormProps<TIn, TOut>) {
  const submit = useOneSubmissionAtATime((event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(onSubmit)(event),
  );
  return (
    <form {...rest} noValidate onSubmit={submit} className={clsx(styles.form, className)}>
      {children}
    </form>
  );
}

/** Submit/cancel buttons at the end of a form. */
export function FormActions({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={clsx(styles.actions, className)} />;
}
