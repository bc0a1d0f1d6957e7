import { type ContactMessageInput } from 'shared-ui/data';
import { getPublicClient } from 'shared-ui/connection';
import { useMutation } from 'shared-ui/mutation';
import type { ContactFormData } from './contact-schema';
import { notifyOffice, type NotifyFailure } from './notify-office';

/** Visitors may insert but not read messages, so nothing is selected back (return=minimal). */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const { error } = await getPublicClient().from('contact_messages').insert(input);
  if (error) throw error;
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

export const useSendContactMessage = () => useMutation({ mutationFn: submitContactForm });
