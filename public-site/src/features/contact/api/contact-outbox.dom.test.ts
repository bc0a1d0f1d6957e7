import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetMessage,
  isOfflineFailure,
  saveMessage,
  savedMessage,
  sendSavedMessage,
} from './contact-outbox';
import { ContactSendError, submitContactForm } from './send-contact-message';

vi.mock('./send-contact-message', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./send-contact-message')>()),
  submitContactForm: vi.fn(),
}));

const submit = vi.mocked(submitContactForm);
const MESSAGE = {
  name: 'Ama',
  email: 'ama@example.com',
  phone: '',
  subject: '',
  message: 'Is there parking on Sunday?',
  website: '',
};

beforeEach(() => {
  submit.mockReset();
  forgetMessage();
});
afterEach(() => vi.restoreAllMocks());

describe('the contact outbox', () => {
  it('sends the saved message once, however often it is asked to at the same time, and then forgets it', async () => {
    let resolve!: (value: { notifyFailure: null }) => void;
    submit.mockReturnValue(new Promise((done) => (resolve = done)));
    saveMessage({ message: MESSAGE });
    const first = sendSavedMessage();
    const second = sendSavedMessage();
    resolve({ notifyFailure: null });
    expect(await first).toEqual({ outcome: 'sent', email: MESSAGE.email, notifyFailure: null });
    expect(await second).toEqual(await first);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(savedMessage()).toBeNull();
    expect(await sendSavedMessage()).toEqual({ outcome: 'none' });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('keeps the message while offline or when the server fails', async () => {
    saveMessage({ message: MESSAGE });
    submit.mockRejectedValueOnce(new ContactSendError('TypeError: Failed to fetch', 0));
    expect(await sendSavedMessage()).toEqual({ outcome: 'offline' });
    submit.mockRejectedValueOnce(new ContactSendError('Internal error', 503));
    expect(await sendSavedMessage()).toEqual({ outcome: 'failed' });
    expect(savedMessage()).toEqual({ message: MESSAGE });
  });

  it('hands a refused message back, keeps it marked, and never sends it by itself again', async () => {
    saveMessage({ message: MESSAGE });
    submit.mockRejectedValueOnce(new ContactSendError('violates check constraint', 400));
    expect(await sendSavedMessage()).toEqual({ outcome: 'refused', message: MESSAGE });
    expect(savedMessage()).toEqual({ message: MESSAGE, refused: true });
    expect(await sendSavedMessage()).toEqual({ outcome: 'none' });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('tells a failure on the way from an answer', () => {
    expect(isOfflineFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isOfflineFailure(new ContactSendError('FetchError: offline', 0))).toBe(true);
    expect(isOfflineFailure(new ContactSendError('bad', 400))).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOfflineFailure(new ContactSendError('bad', 400))).toBe(true);
  });
});
