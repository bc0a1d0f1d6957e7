import type { ContactFormData } from './contact-schema';
import { ContactSendError, submitContactForm } from './send-contact-message';
import type { NotifyFailure } from './notify-office';

/**
 * A message written offline (#26): kept on this phone until the API has stored it, so a visitor in a dead spot
 * never loses what they wrote. One message at a time, sent by one attempt at a time, and forgotten only once the
 * API said it stored it: the API has a honeypot and rate limits, so nothing here sends twice on purpose.
 */

const KEY = 'piwc:contact-outbox';

export interface SavedMessage {
  message: ContactFormData;
  /** The API refused it (a 4xx): it waits in the form for the visitor to change, not for the network. */
  refused?: boolean;
}

export type Delivery =
  | { outcome: 'sent'; email: string; notifyFailure: NotifyFailure | null }
  | { outcome: 'offline' }
  | { outcome: 'refused'; message: ContactFormData }
  | { outcome: 'failed' }
  | { outcome: 'none' };

export function savedMessage(): SavedMessage | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SavedMessage | null;
    return saved && typeof saved.message?.message === 'string' ? saved : null;
  } catch {
    return null;
  }
}

export function saveMessage(saved: SavedMessage): void {
  localStorage.setItem(KEY, JSON.stringify(saved));
}

export function forgetMessage(): void {
  localStorage.removeItem(KEY);
}

/** The send never reached the API: the phone is offline, or the request failed on the way (no answer). */
export function isOfflineFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  if (error instanceof TypeError) return true;
  return error instanceof ContactSendError && error.status === 0;
}

/** The API answered no to the message itself (validation, a constraint): sending again would not help. */
export const isRefusal = (error: unknown): boolean =>
  error instanceof ContactSendError && error.status >= 400 && error.status < 500 && error.status !== 429;

let delivering: Promise<Delivery> | null = null;

async function deliver(): Promise<Delivery> {
  const saved = savedMessage();
  if (!saved || saved.refused) return { outcome: 'none' };
  try {
    const { notifyFailure } = await submitContactForm(saved.message);
    forgetMessage();
    return { outcome: 'sent', email: saved.message.email, notifyFailure };
  } catch (error) {
    if (isOfflineFailure(error)) return { outcome: 'offline' };
    if (isRefusal(error)) {
      saveMessage({ ...saved, refused: true });
      return { outcome: 'refused', message: saved.message };
    }
    return { outcome: 'failed' };
  }
}

/** Sends the saved message, if there is one; a call while one is on its way shares its outcome. */
export function sendSavedMessage(): Promise<Delivery> {
  delivering ??= deliver().finally(() => {
    delivering = null;
  });
  return delivering;
}
