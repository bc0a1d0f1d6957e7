import { Share2 } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { Button } from 'shared-ui';
import { copyLink } from './copy-link';
import { edgeFunctionUrl } from './edge-function-url';

/**
 * "Share": the phone's own share sheet where there is one (the Web Share API), otherwise the link is copied for
 * pasting into WhatsApp or a message.
 */
export function ShareButton({ title }: { title: string }) {
  const { pathname, search } = useLocation();
  // The share Edge Function answers a link-preview crawler (WhatsApp, Facebook, X…) with the page's own title,
  // description and picture, and sends people on to the page (README, "Link previews").
  const url = edgeFunctionUrl(`share${pathname}${search}`);
  const share = () =>
    navigator.share
      ? // The visitor closing the sheet is an answer too, not an error.
        navigator.share({ title, url }).catch(() => undefined)
      : copyLink(
          url,
          'Link copied: paste it into WhatsApp, Facebook or a message.',
          'Your browser would not copy the link: copy the page’s address from the address bar instead.',
        );
  return (
    <Button variant="secondary" onClick={() => void share()}>
      <Share2 size={18} aria-hidden="true" /> Share
    </Button>
  );
}
