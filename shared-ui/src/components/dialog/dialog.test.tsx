import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogClose } from './dialog';

describe('Dialog', () => {
  it('opens from its trigger, traps focus, closes on Esc and returns focus', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dialog
          title="Edit event"
          description="Change the details"
          trigger={<Button>Edit</Button>}
          footer={
            <DialogClose>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
          }
        >
          <input aria-label="Title" />
        </Dialog>
        <button type="button">Outside</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Edit' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Edit event' });
    expect(dialog).toHaveAccessibleDescription('Change the details');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Tab cycles inside the dialog only.
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog title="Info" trigger={<Button>Open</Button>}>
        Hello
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit Ama</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Edit leader">
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

describe('Dialog opened without a Trigger', () => {
  it('still returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const edit = screen.getByRole('button', { name: 'Edit Ama' });
    await user.click(edit);
    expect(screen.getByRole('dialog', { name: 'Edit leader' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(edit).toHaveFocus());
  });
});

function DeleteLeader({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="danger">Delete</Button>}
      title="Delete this leader?"
      description="This cannot be undone."
      confirmLabel="Delete leader"
      tone="danger"
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alertdialog that starts on Cancel and closes after a successful confirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    render(<DeleteLeader onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this leader?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    // Enter on the focused Cancel button is the safe default.
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete leader' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the action fails', async () => {
    const user = userEvent.setup();
    render(<DeleteLeader onConfirm={() => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete leader' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete leader' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
