import { announceToasts } from './toasts-wanted';

// sonner replays active toasts to a Toaster that mounts later, so a toast raised before the lazily
// mounted Toaster arrives is still shown.
export { toast } from 'sonner';

// Loading this entry is what mounts the Toaster (see toasts-wanted.ts): sonner is then downloaded anyway.
announceToasts();
