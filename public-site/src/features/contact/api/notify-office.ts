import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/supabase-js';
import { loadSupabase } from 'shared-auth';
import type { ContactMessageInput } from 'shared-ui/data';

/** Why the office could not be alerted about a message that is already stored. */
export type NotifyFailure = 'fetch' | 'relay' | 'http';

export const NOTIFY_FAILURE_MESSAGES: Record<NotifyFailure, string> = {
  fetch:
    'We could not reach our server to alert the church office just now. Your message is saved, so it will still be read, perhaps a little later.',
  relay:
    'Our message service had a problem while alerting the church office. Your message is saved, so it will still be read, perhaps a little later.',
  http: 'The church office could not be e-mailed about your message. It is saved in our inbox and will still be read.',
};

export function notifyFailureOf(error: unknown): NotifyFailure | null {
  if (!error) return null;
  if (error instanceof FunctionsFetchError) return 'fetch';
  if (error instanceof FunctionsRelayError) return 'relay';
  if (error instanceof FunctionsHttpError) return 'http';
  return 'fetch';
}

/** Runs after the message is stored: e-mails the office through the contact-notify server function. */
export async function notifyOffice(message: ContactMessageInput): Promise<NotifyFailure | null> {
  const { error } = await (await loadSupabase()).functions.invoke('contact-notify', { body: message });
  return notifyFailureOf(error);
}
