import { createContext, useContext } from 'react';

export interface FieldControlState {
  id: string;
  /** Ids of the hint and the error message, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

export const FieldContext = createContext<FieldControlState | null>(null);

/** What every custom control (Select, Checkbox, Switch) takes besides its value: its name, labelling and state. */
export interface ControlProps {
  /** The name its value is submitted under inside a <form>. */
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  /** Marks the control invalid without a <Field> (inside a Field its error does this). */
  invalid?: boolean;
  onBlur?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  className?: string;
}

interface ControlAria {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * Merges what an enclosing <Field> knows (id, describedby, invalid, required) into a control's props,
 * so a control inside a field is labelled and described without wiring by hand.
 */
export function useFieldControl<P extends ControlAria>(props: P) {
  const field = useContext(FieldContext);
  const { invalid, ...rest } = props;
  const isInvalid =
    Boolean(invalid ?? field?.invalid ?? false) ||
    props['aria-invalid'] === true ||
    props['aria-invalid'] === 'true';
  // Each id once: a control that wraps another (ImageUpload around FileDrop) hands the field's ids on, and the
  // inner one merges the field's again; a screen reader read the hint twice.
  const ids = [field?.describedBy, props['aria-describedby']].join(' ').split(/\s+/).filter(Boolean);
  const describedBy = [...new Set(ids)].join(' ') || undefined;
  return {
    ...rest,
    id: props.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
    required: props.required ?? (field?.required || undefined),
    disabled: props.disabled ?? (field?.disabled || undefined),
  };
}
