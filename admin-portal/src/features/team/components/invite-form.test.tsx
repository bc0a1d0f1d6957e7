import { fireEvent, render, screen } from '@testing-library/react';
import { useMutation } from 'shared-ui/mutation';
import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { describe, expect, it, vi } from 'vitest';
import { InviteForm } from './invite-form';

const invite = vi.hoisted(() => vi.fn());
vi.mock('../api/invite-member', () => ({
  useInviteMember: () => useMutation({ mutationFn: invite }),
}));

describe('InviteForm', () => {
  it('sends one invitation for two quick presses, and empties the field once it is sent', async () => {
    let sent!: () => void;
    invite.mockImplementationOnce(() => new Promise<void>((resolve) => (sent = resolve)));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <InviteForm />
      </QueryClientProvider>,
    );
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    fireEvent.change(email, { target: { value: 'esi@example.com' } });
    const send = screen.getByRole('button', { name: 'Send invitation' });
    fireEvent.click(send);
    fireEvent.click(send);
    await vi.waitFor(() => expect(sent).toBeDefined());
    sent();
    await vi.waitFor(() => expect(email).toHaveValue(''));
    expect(invite).toHaveBeenCalledTimes(1);
    expect(invite.mock.calls[0]![0]).toBe('esi@example.com');
  });
});
