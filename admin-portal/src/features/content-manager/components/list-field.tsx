import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { VisuallyHidden } from 'shared-ui';
import {
  Checkbox,
  Controller,
  FormField,
  useFieldArray,
  type ZodForm,
  type ZodFormSchema,
} from 'shared-ui/forms';
import { Input } from 'shared-ui/inputs';
import { SmallButton } from '../../../lib/small-button';
import { blankItemOf, type FieldDef, type ItemFieldSpec } from '../api/column-spec';
import styles from './list-field.module.css';
import { SelectFormField } from './select-form-field';

type Form = ZodForm<ZodFormSchema>;

const INPUT_TYPES = { text: 'text', time: 'time', url: 'url', tel: 'tel' } as const;

/** A choice of several options as checkboxes (a service's days), in the options' order. */
function ChoicesField({ form, name, spec }: { form: Form; name: string; spec: ItemFieldSpec }) {
  const errorId = useId();
  const options = spec.options ?? [];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as string[];
        const toggle = (value: string, on: boolean) =>
          field.onChange(options.map((o) => o.value).filter((v) => (v === value ? on : chosen.includes(v))));
        return (
          <fieldset
            className={styles.choices}
            aria-describedby={fieldState.error ? errorId : undefined}
            aria-invalid={fieldState.error ? true : undefined}
          >
            <legend>{spec.label}</legend>
            <div className={styles.choiceList}>
              {options.map((o) => (
                <Checkbox
                  key={o.value}
                  label={o.label}
                  checked={chosen.includes(o.value)}
                  onCheckedChange={(on) => toggle(o.value, on)}
                  onBlur={field.onBlur}
                />
              ))}
            </div>
            {fieldState.error ? (
              <p id={errorId} className={styles.error}>
                {fieldState.error.message}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

function ItemControl({ form, name, spec }: { form: Form; name: string; spec: ItemFieldSpec }) {
  if (spec.kind === 'days') return <ChoicesField form={form} name={name} spec={spec} />;
  const common = { form, name, label: spec.label, hint: spec.hint, required: Boolean(spec.required) };
  if (spec.kind === 'select') return <SelectFormField {...common} options={spec.options} />;
  return (
    <FormField {...common}>
      <Input type={INPUT_TYPES[spec.kind]} autoComplete="off" {...form.register(name)} />
    </FormField>
  );
}

/**
 * A JSON list column (the church's service times, its social links) as a list of small forms: add, remove and
 * reorder items; each field checked by the same rules as the database's.
 */
export function ListField({ form, field }: { form: Form; field: FieldDef }) {
  const spec = field.items!;
  const { fields: items, append, remove, move } = useFieldArray({ control: form.control, name: field.name });
  const noun = spec.noun;
  const Noun = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{field.label}</legend>
      {field.hint ? <p className={styles.hint}>{field.hint}</p> : null}
      {items.length === 0 ? <p className={styles.hint}>None yet.</p> : null}
      <ol className={styles.items}>
        {items.map((item, index) => {
          const which = `${noun} ${index + 1}`;
          return (
            <li key={item.id} className={styles.item}>
              <fieldset className={styles.itemFields}>
                <legend className={styles.itemLegend}>
                  {Noun} {index + 1}
                </legend>
                {Object.entries(spec.fields).map(([key, sub]) => (
                  <div key={key} className={sub.wide || sub.kind === 'days' ? styles.wide : undefined}>
                    <ItemControl form={form} name={`${field.name}.${index}.${key}`} spec={sub} />
                  </div>
                ))}
              </fieldset>
              <div className={styles.actions}>
                <SmallButton icon={ArrowUp} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  Move up<VisuallyHidden>: {which}</VisuallyHidden>
                </SmallButton>
                <SmallButton
                  icon={ArrowDown}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Move down<VisuallyHidden>: {which}</VisuallyHidden>
                </SmallButton>
                <SmallButton icon={Trash2} onClick={() => remove(index)}>
                  Remove<VisuallyHidden>: {which}</VisuallyHidden>
                </SmallButton>
              </div>
            </li>
          );
        })}
      </ol>
      <SmallButton
        variant="secondary"
        icon={Plus}
        disabled={items.length >= spec.max}
        onClick={() => append(blankItemOf(spec))}
      >
        Add a {noun}
      </SmallButton>
      {items.length >= spec.max ? (
        <p className={styles.hint}>
          That is the most there can be ({spec.max}): remove a {noun} to add another.
        </p>
      ) : null}
    </fieldset>
  );
}
