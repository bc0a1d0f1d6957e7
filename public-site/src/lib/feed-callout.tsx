import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'shared-ui';
import callout from './callout.module.css';
import { copyLink } from './copy-link';

interface FeedCalloutProps {
  /** The heading's id, which names the callout. */
  id: string;
  title: string;
  /** What following the feed brings. */
  description: ReactNode;
  /** The links and buttons that follow it. */
  actions: ReactNode;
  /** Anything below them, e.g. help for other apps. */
  children?: ReactNode;
}

/** A feed to follow in the visitor's own app (the church calendar, the sermon podcast) and the ways to follow it. */
export function FeedCallout({ id, title, description, actions, children }: FeedCalloutProps) {
  return (
    <aside className={callout.callout} aria-labelledby={id}>
      <div>
        <h2 id={id}>{title}</h2>
        <p>{description}</p>
      </div>
      <div className={callout.actions}>{actions}</div>
      {children}
    </aside>
  );
}

interface CopyLinkButtonProps {
  url: () => string;
  /** The toast once the link is on the clipboard: where to paste it. */
  copied: string;
  /** The toast when the browser refuses to copy: what to do instead. */
  refused: string;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}

/** Copies a feed's address to the clipboard, and says so. */
export function CopyLinkButton({ url, copied, refused, variant, children }: CopyLinkButtonProps) {
  return (
    <Button variant={variant} icon={<Copy size={18} />} onClick={() => void copyLink(url(), copied, refused)}>
      {children}
    </Button>
  );
}
