import { useChurch, VisuallyHidden } from 'shared-ui';

/** A dialable link target from a number written for people ("+233 20 000 0000"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}

/** The church's address with its map link, from the runtime config. */
export function ChurchAddress({ className }: { className?: string }) {
  const church = useChurch();
  return (
    <>
      <address className={className}>{church.address}</address>
      {church.mapUrl && <ExternalLink href={church.mapUrl}>Open in maps</ExternalLink>}
    </>
  );
}

export function ServiceTimes({ className }: { className?: string }) {
  const church = useChurch();
  return (
    <ul className={className}>
      {church.serviceTimes.map((s) => (
        <li key={s.label}>
          <strong>{s.label}</strong>: {s.time}
        </li>
      ))}
    </ul>
  );
}
