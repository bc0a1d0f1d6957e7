import { db } from '../../../lib/database';
import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '../../../types/content';
import type { ContactFormData } from './contact-schema';

/** Visitors may insert but not read messages, so nothing is selected back (return=minimal). */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const { error } = await db().from('contact_messages').insert(input);
  if (error) throw error;
}

/** A filled-in honeypot means a bot: it is told "sent" and nothing is stored. */
export async function submitContactForm({ website, ...message }: ContactFormData): Promise<void> {
  if (website) return;
  await sendContactMessage(message);
}

export const useSendContactMessage = () => useMutation({ mutationFn: submitContactForm });
