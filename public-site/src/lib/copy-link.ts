import { toast } from 'shared-ui/notifications';
import { copyText } from './copy-text';

/** Copies a link for the visitor to paste elsewhere and says so; a browser that refuses is told what to do instead. */
export async function copyLink(url: string, copied: string, refused: string): Promise<void> {
  if (await copyText(url)) toast.success(copied);
  else toast.error(refused);
}
