import { toast } from 'shared-ui/notifications';

/** Copies a link for the visitor to paste elsewhere and says so; a browser that refuses is told what to do instead. */
export async function copyLink(url: string, copied: string, refused: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(copied);
  } catch {
    toast.error(refused);
  }
}
