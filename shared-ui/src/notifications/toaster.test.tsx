import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';

function Page() {
  return (
    <>
      <button type="button">First on the page</button>
      <button type="button">Last on the page</button>
      <Toaster />
    </>
  );
}

afterEach(() => act(() => void sonner.dismiss()));

describe('Toaster and the keyboard', () => {
  it('tabbing on past a toast leaves it for the rest of the tab order, not back to the control before it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => void sonner.success('Order saved'));
    const saved = await screen.findByText('Order saved');

    screen.getByRole('button', { name: 'Last on the page' }).focus();
    await user.tab();
    expect(saved.closest('li')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close toast' })).toHaveFocus();
    // Out of the toasts, on towards the browser's own controls. sonner (scripts/patches) handed focus back to the
    // control it came from here, so that Tab looped between that control and the toasts until they expired.
    await user.tab();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First on the page' })).toHaveFocus();
  });

  it('after the hotkey, leaving the toasts hands focus back to where it was', async () => {
    const user = userEvent.setup();
    render(<Page />);
    act(() => void sonner.success('Order saved'));
    await screen.findByText('Order saved');

    const last = screen.getByRole('button', { name: 'Last on the page' });
    last.focus();
    await user.keyboard('{Alt>}t{/Alt}');
    await waitFor(() => expect(last).not.toHaveFocus());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(last).toHaveFocus();
  });
});
