import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Sheet, SheetClose } from './sheet';

describe('Sheet (mobile menu)', () => {
  it('opens from the menu button, moves focus in, closes via a nav link and on Esc, returning focus', async () => {
    const user = userEvent.setup();
    render(
      <Sheet title="Menu" side="left" trigger={<Button aria-label="Open menu">☰</Button>}>
        <nav aria-label="Main">
          <SheetClose>
            <a href="#events">Events</a>
          </SheetClose>
          <a href="#sermons">Sermons</a>
        </nav>
      </Sheet>,
    );
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await user.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    await user.click(screen.getByRole('link', { name: 'Events' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
