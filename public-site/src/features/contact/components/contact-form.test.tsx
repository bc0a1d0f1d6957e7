import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveMessage, savedMessage, forgetMessage } from '../api/contact-outbox';
import { ContactSendError, submitContactForm } from '../api/send-contact-message';
import { ContactForm } from './contact-form';

vi.mock('../api/send-contact-message', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/send-contact-message')>();
  const { useMutation } = await import('shared-ui/mutation');
  const submit = vi.fn();
  return {
    ...actual,
    submitContactForm: submit,
    useSendContactMessage: () =>
      useMutation({ mutationFn: (data: unknown) => submit(data), networkMode: 'always' }),
  };
});

const submit = vi.mocked(submitContactForm);
const MESSAGE = {
  name: 'Ama',
  email: 'ama@example.com',
  phone: null,
  subject: null,
  message: 'Is there parking on Sunday?',
  website: '',
};

const renderForm = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ContactForm />
    </QueryClientProvider>,
  );
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  submit.mockReset();
  forgetMessage();
});

describe('ContactForm offline', () => {
  it('keeps a message it could not send and sends it once the connection returns', async () => {
    submit.mockRejectedValueOnce(new ContactSendError('TypeError: Failed to fetch', 0));
    renderForm();
    fireEvent.change(field('Your name'), { target: { value: 'Ama' } });
    fireEvent.change(field('Email'), { target: { value: 'ama@example.com' } });
    fireEvent.change(field('Message'), { target: { value: 'Is there parking on Sunday?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Your message is saved on this phone/)).toBeInTheDocument();
    expect(savedMessage()?.message).toMatchObject({ email: 'ama@example.com' });

    submit.mockResolvedValueOnce({ notifyFailure: null });
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Your message was sent')).toBeInTheDocument();
    expect(savedMessage()).toBeNull();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('puts a refused saved message back into the form and does not send it by itself', async () => {
    saveMessage({ message: MESSAGE, refused: true });
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('did not accept this message');
    expect(field('Message')).toHaveValue('Is there parking on Sunday?');
    expect(field('Email')).toHaveValue('ama@example.com');
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('ContactForm', () => {
  it('sends once when Send is pressed again, while the form is checked or the message is on its way', async () => {
    let deliver: ((answer: { notifyFailure: null }) => void) | undefined;
    submit.mockImplementationOnce(() => new Promise((resolve) => (deliver = resolve)));
    renderForm();
    fireEvent.change(field('Your name'), { target: { value: 'Ama' } });
    fireEvent.change(field('Email'), { target: { value: 'ama@example.com' } });
    fireEvent.change(field('Message'), { target: { value: 'Is there parking on Sunday?' } });
    const send = screen.getByRole('button', { name: 'Send message' });
    fireEvent.click(send);
    fireEvent.click(send);
    await vi.waitFor(() => expect(deliver).toBeDefined());
    // The button is busy by now; Enter or a script can still submit the form itself.
    fireEvent.submit(screen.getByRole('form', { name: 'Send us a message' }));
    await act(async () => {});
    await act(async () => deliver!({ notifyFailure: null }));
    expect(await screen.findByText('Thank you, your message has been sent')).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
