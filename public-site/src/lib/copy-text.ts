import { toast } from 'shared-ui/notifications';

/**
 * Copies text for the visitor to paste elsewhere (a link, an account number) and says so; a browser that refuses
 * is told what to do instead.
 */
export async function copyText(text: string, copied: string, refused: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error(refused);
  }
}
