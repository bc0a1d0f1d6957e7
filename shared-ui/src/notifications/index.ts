// sonner replays active toasts to a Toaster that mounts later, so a toast raised before the lazily
// mounted Toaster arrives is still shown.
export { toast } from 'sonner';
