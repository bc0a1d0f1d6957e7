import type { ExternalToast } from 'sonner';
import { announceToasts } from './toasts-wanted';

type Kind = 'success' | 'info' | 'warning' | 'error';

/**
 * Raising a toast is what fetches sonner (~9.5 KB gzip) and mounts the Toaster (see toasts-wanted.ts), not
 * importing this entry: the admin's dashboard holds code that toasts after a save or a purge, and its first load
 * need not carry sonner for toasts nobody has raised yet. sonner replays active toasts to a Toaster that mounts
 * later, so the first toast still shows.
 */
const raise =
  (kind: Kind) =>
  (message: string, options?: ExternalToast): void => {
    announceToasts();
    void import('sonner').then(({ toast: sonner }) => sonner[kind](message, options));
  };

export const toast = {
  success: raise('success'),
  info: raise('info'),
  warning: raise('warning'),
  error: raise('error'),
};
