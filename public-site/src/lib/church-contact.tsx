import { VisuallyHidden } from 'shared-ui';

/** A dialable link target from a number written for people ("+233 20 000 0000"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "https://wa.me/233244001234": WhatsApp's link to a chat with a number written for people. */
export const whatsAppHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

export function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
