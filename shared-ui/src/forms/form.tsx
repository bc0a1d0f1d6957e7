import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import styles from './form.module.css';

export interface FormProps<TIn extends FieldValues, TOut> extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  children: ReactNode;
}

/** A <form> with the schema's validation instead of the browser's, fields stacked with the spacing tokens. */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  className,
  children,
  ...rest
}: FormProps<TIn, TOut>) {
  return (
    <form
      {...rest}
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className={clsx(styles.form, className)}
    >
      {children}
    </form>
  );
}

/** Submit/cancel buttons at the end of a form. */
export function FormActions({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={clsx(styles.actions, className)} />;
}
