import { DateTimeInput, Input, Textarea } from 'shared-ui/inputs';
import { FormField, SwitchFormField, type ZodForm, type ZodFormSchema } from 'shared-ui/forms';
import type { FieldDef, FieldKind } from '../api/column-spec';
import { DateTimeReading } from './date-time-reading';
import { ListField } from './list-field';
import { SelectFormField } from './select-form-field';

const INPUT_TYPES = { text: 'text', email: 'email', tel: 'tel', url: 'url', number: 'number' } as const;
const AUTOCOMPLETE: Partial<Record<FieldKind, string>> = { email: 'off', tel: 'off' };

/** One configured field, labelled, with its schema message beside it. Images are rendered by ImageField. */
export function FormControl({ form, field }: { form: ZodForm<ZodFormSchema>; field: FieldDef }) {
  const common = {
    form,
    name: field.name,
    label: field.label,
    hint: field.hint,
    required: Boolean(field.required),
  };
  switch (field.kind) {
    case 'switch':
      return <SwitchFormField {...common} />;
    case 'select':
      return <SelectFormField {...common} options={field.options} />;
    case 'textarea':
      return (
        <FormField {...common}>
          <Textarea rows={field.wide ? 6 : 3} {...form.register(field.name)} />
        </FormField>
      );
    case 'date':
    case 'datetime':
      return (
        <FormField
          {...common}
          hint={
            <>
              <DateTimeReading form={form} name={field.name} kind={field.kind} />
              {field.hint}
            </>
          }
        >
          <DateTimeInput kind={field.kind} {...form.register(field.name)} />
        </FormField>
      );
    case 'number':
      return (
        <FormField {...common}>
          <Input type="number" inputMode="numeric" {...form.register(field.name, { valueAsNumber: true })} />
        </FormField>
      );
    case 'image':
      return null;
    case 'list':
      return <ListField form={form} field={field} />;
    default:
      return (
        <FormField {...common}>
          <Input
            type={INPUT_TYPES[field.kind]}
            autoComplete={AUTOCOMPLETE[field.kind]}
            {...form.register(field.name)}
          />
        </FormField>
      );
  }
}
