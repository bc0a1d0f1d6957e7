import { type ContactMessageInput } from 'shared-ui/data';
import { getPublicClient } from 'shared-ui/connection';
import { useMutation } from 'shared-ui/mutation';
import type { ContactFormData } from './contact-schema';
import { notifyOffice, type NotifyFailure } from './notify-office';

/** The API did not store the message; `status` is its HTTP answer, 0 when none came (offline, cut off). */
export class ContactSendError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ContactSendError';
  }
}

/** Visitors may insert but not read messages, so nothing is selected back (return=minimal). */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const { error, status } = await getPublicClient().from('contact_messages').insert(input);
  if (error) throw new ContactSendError(error.message, status);
}

/**
 * A filled-in honeypot means a bot: it is told "sent" and nothing is stored. The message is stored
 * first; only then is the office alerted, so a failed alert never loses it (it resolves with the reason).
 */
export async function submitContactForm({
  website,
  ...message
}: ContactFormData): Promise<{ notifyFailure: NotifyFailure | null }> {
  if (website) return { notifyFailure: null };
  await sendContactMessage(message);
  return { notifyFailure: await notifyOffice(message) };
}

// 'always': offline, the send fails at once and the message goes to this phone's outbox (contact-outbox.ts), which
// outlives a reload; TanStack's default would hold it paused in memory.
export const useSendContactMessage = () =>
  useMutation({ mutationFn: submitContactForm, networkMode: 'always' });
