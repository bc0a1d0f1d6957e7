import clsx from 'clsx';
import { useRef, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import styles from './form.module.css';

export interface FormProps<TIn extends FieldValues, TOut> extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: SubmitHandler<TOut>;
  children: ReactNode;
}

/**
 * A <form> with the schema's validation instead of the browser's, fields stacked with the spacing tokens. It
 * submits one at a time: a second press (a double click, a double tap, Enter twice) while `onSubmit` is still
 * running is ignored, so the same message or row is not sent twice.
 */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  className,
  children,
  ...rest
}: FormProps<TIn, TOut>) {
  // A ref, not state: the second press can arrive before any render has disabled the button.
  const submitting = useRef(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (submitting.current) {
      event.preventDefault();
      return;
    }
    submitting.current = true;
    try {
      await form.handleSubmit(onSubmit)(event);
    } finally {
      submitting.current = false;
    }
  };
  return (
    <form
      {...rest}
      noValidate
      onSubmit={(event) => void submit(event)}
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
