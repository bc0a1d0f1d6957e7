import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../checkbox/checkbox';
import { Switch } from '../switch/switch';
import { Field } from './field';

describe.each([
  ['Checkbox', 'checkbox', Checkbox],
  ['Switch', 'switch', Switch],
] as const)('%s', (_name, role, Control) => {
  it('with a label: the label beside it names it and toggles it', async () => {
    const onCheckedChange = vi.fn();
    render(<Control label="Published" onCheckedChange={onCheckedChange} className="extra" />);
    const control = screen.getByRole(role, { name: 'Published' });
    await userEvent.setup().click(screen.getByText('Published'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(control.closest('span')).toHaveClass('extra');
    expect(control).not.toHaveClass('extra');
  });

  it('without a label: alone, named by its Field, and described, invalid and disabled as the Field says', () => {
    render(
      <Field label="Pinned" hint="Pinned notices come first" error="Choose" disabled layout="inline">
        <Control className="extra" />
      </Field>,
    );
    const control = screen.getByRole(role, { name: 'Pinned' });
    expect(control).toHaveClass('extra');
    expect(control).toHaveAccessibleDescription(/Pinned notices come first/);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toBeDisabled();
  });

  it('takes its own aria-label', () => {
    render(<Control aria-label="Select all" />);
    expect(screen.getByRole(role, { name: 'Select all' })).toBeInTheDocument();
  });
});
