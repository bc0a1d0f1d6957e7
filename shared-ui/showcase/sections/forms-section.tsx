import { z } from 'zod';
import { Button } from '../../src';
import { DateTimeInput, Field, Input, Select, Textarea } from '../../src/inputs';
import { Checkbox, Form, FormActions, FormField, Switch, SwitchFormField, useZodForm } from '../../src/forms';
import { toast } from '../../src/notifications';
import styles from '../showcase.module.css';
import { Section } from './section';

const CATEGORIES = [
  { value: 'worship', label: 'Worship' },
  { value: 'youth', label: 'Youth' },
  { value: 'outreach', label: 'Outreach' },
];

const schema = z.object({
  title: z.string().trim().min(3, 'Enter a title of at least 3 characters'),
  category: z.string().min(1, 'Choose a category'),
  startsAt: z.string().min(1, 'Choose when it starts'),
  description: z.string().max(500, 'Keep it under 500 characters'),
  published: z.boolean(),
  featured: z.boolean(),
});

export function FormsSection() {
  const form = useZodForm(schema, {
    title: '',
    category: '',
    startsAt: '',
    description: '',
    published: true,
    featured: false,
  });
  return (
    <Section title="Form controls">
      <div className={styles.stack}>
        <Form form={form} onSubmit={(values) => toast.success(`Saved “${values.title}”`)} aria-label="Event">
          <FormField form={form} name="title" label="Title" hint="Shown on the events page" required>
            <Input {...form.register('title')} placeholder="e.g. Harvest thanksgiving" />
          </FormField>
          <FormField
            form={form}
            name="category"
            label="Category"
            required
            render={(field) => (
              <Select
                options={CATEGORIES}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <FormField form={form} name="startsAt" label="Starts" required>
            <DateTimeInput {...form.register('startsAt')} />
          </FormField>
          <FormField form={form} name="description" label="Description">
            <Textarea {...form.register('description')} placeholder="What should visitors know?" />
          </FormField>
          <SwitchFormField form={form} name="published" label="Published" />
          <FormField
            form={form}
            name="featured"
            label="Feature on the home page"
            layout="inline"
            render={(field) => <Checkbox checked={field.value} onCheckedChange={field.onChange} />}
          />
          <FormActions>
            <Button variant="secondary" onClick={() => form.reset()}>
              Reset
            </Button>
            <Button type="submit">Save event</Button>
          </FormActions>
        </Form>
        <Field label="Email" error="Enter an email address like name@example.com">
          <Input type="email" defaultValue="not-an-email" />
        </Field>
        <Field label="Read-only" hint="Set by the system">
          <Input readOnly defaultValue="PIWC Asokwa" />
        </Field>
        <Field label="Disabled" disabled>
          <Input defaultValue="Unavailable" />
        </Field>
        <Checkbox label="Send me the weekly notices" defaultChecked />
        <Switch label="Dark projector mode" />
      </div>
    </Section>
  );
}
