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

/** supabase-js's error classes for a failed function call. */
type FunctionsErrors = Pick<
  typeof import('@supabase/supabase-js'),
  'FunctionsFetchError' | 'FunctionsRelayError' | 'FunctionsHttpError'
>;

export function notifyFailureOf(error: unknown, kinds: FunctionsErrors): NotifyFailure | null {
  if (!error) return null;
  if (error instanceof kinds.FunctionsFetchError) return 'fetch';
  if (error instanceof kinds.FunctionsRelayError) return 'relay';
  if (error instanceof kinds.FunctionsHttpError) return 'http';
  return 'fetch';
}

/**
 * Runs after the message is stored: e-mails the office through the contact-notify server function. supabase-js
 * (54 KB gzip) comes when a message is sent, not with /contact: imported statically for its error classes, it
 * joined the page's first screen (Lighthouse's LCP on /contact 3.3 s, the slowest public page).
 */
export async function notifyOffice(message: ContactMessageInput): Promise<NotifyFailure | null> {
  const [supabase, kinds] = await Promise.all([loadSupabase(), import('@supabase/supabase-js')]);
  const { error } = await supabase.functions.invoke('contact-notify', { body: message });
  return notifyFailureOf(error, kinds);
}
