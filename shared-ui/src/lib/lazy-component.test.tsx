import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/button/button';
import { DataTable } from '../components/data-table/lazy-data-table';
import { Field } from '../components/field/field';
import { Dialog } from '../components/overlays/lazy-overlays';
import { Select } from '../components/select/lazy-select';

describe('lazily loaded components', () => {
  it('Dialog shows its trigger at once and opens once its code has arrived', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Edit" trigger={<Button>Edit</Button>}>
        Body
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    // The loaded Dialog wires the trigger (Radix adds aria-haspopup).
    await screen.findByRole('button', { name: 'Edit', expanded: false });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit' })).toHaveTextContent('Body');
  });

  it('Select keeps its label and value while loading, then becomes a combobox', async () => {
    render(
      <Field label="Category">
        <Select options={[{ value: 'youth', label: 'Youth' }]} value="youth" />
      </Field>,
    );
    expect(screen.getByRole('button', { name: 'Category' })).toHaveTextContent('Youth');
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveTextContent('Youth');
  });

  it('DataTable keeps its generic props and renders once loaded', async () => {
    render(
      <DataTable<{ id: string; name: string }>
        caption="Leaders"
        columns={[{ id: 'name', header: 'Name', value: (r) => r.name }]}
        rows={[{ id: '1', name: 'Ama' }]}
        getRowId={(r) => r.id}
      />,
    );
    expect(await screen.findByRole('table', { name: 'Leaders' })).toHaveTextContent('Ama');
  });
});
