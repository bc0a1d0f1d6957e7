import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { NativeSelect } from './native-select';

const OPTIONS = [
  { value: '', label: 'All preachers' },
  { value: 'Pastor Mensah', label: 'Pastor Mensah' },
  { value: 'Elder Owusu', label: 'Elder Owusu' },
];

function Preacher({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <Field label="Preacher" hint="Sermons by one preacher">
      <NativeSelect
        options={OPTIONS}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
    </Field>
  );
}

describe('NativeSelect', () => {
  it('takes its label and hint from the field, and answers the chosen value, "" for all', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Preacher onValueChange={onValueChange} />);
    const select = screen.getByRole('combobox', { name: 'Preacher' });
    expect(select).toHaveAccessibleDescription('Sermons by one preacher');
    expect(select).toHaveDisplayValue('All preachers');
    await user.selectOptions(select, 'Elder Owusu');
    expect(onValueChange).toHaveBeenLastCalledWith('Elder Owusu');
    expect(select).toHaveDisplayValue('Elder Owusu');
    await user.selectOptions(select, 'All preachers');
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });
});
