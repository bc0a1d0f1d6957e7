import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../components/button/button';
import { Input } from '../components/input/input';
import { Form } from './form';
import { FormField } from './form-field';
import { SwitchFormField } from './switch-form-field';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  title: z.string().trim().min(3, 'Give the event a title of at least 3 letters'),
  published: z.boolean(),
});

function EventForm({ onSave }: { onSave: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { title: '', published: false });
  return (
    <Form form={form} onSubmit={onSave}>
      <FormField form={form} name="title" label="Title" hint="Shown on the events page" required>
        <Input {...form.register('title')} />
      </FormField>
      <SwitchFormField form={form} name="published" label="Published" />
      <Button type="submit">Save</Button>
    </Form>
  );
}

describe('forms', () => {
  it('labels the control, shows the schema message beside it and focuses it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<EventForm onSave={onSave} />);
    const title = screen.getByRole('textbox', { name: /title/i });
    expect(title).toHaveAccessibleDescription('Shown on the events page');
    expect(title).toBeRequired();

    // The schema's check is a promise (zod's resolver): the click returns before its answer reaches the form.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(onSave).not.toHaveBeenCalled();
    expect(title).toHaveAccessibleDescription(/at least 3 letters/);
    expect(title).toHaveFocus();

    await user.type(title, 'Harvest');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ title: 'Harvest', published: true }, expect.anything()),
    );
  });

  it('sends once while a submission is still running, and again once it has ended', async () => {
    let finish!: () => void;
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<EventForm onSave={onSave} />);
    fireEvent.change(screen.getByRole('textbox', { name: /title/i }), { target: { value: 'Harvest' } });
    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    finish();
    // Once the first has ended, a press sends again (the second submission never ends, so only one more).
    await waitFor(() => {
      fireEvent.click(save);
      expect(onSave).toHaveBeenCalledTimes(2);
    });
  });
});
