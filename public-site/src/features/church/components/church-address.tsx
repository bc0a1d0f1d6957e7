import { addressLine } from 'shared-ui/church';
import type { ChurchSettings } from 'shared-ui/data';
import { ExternalLink } from '../../../lib/church-contact';

/** Where the church is, from the settings row, with its map link; what the office left empty is left out. */
export function ChurchAddress({ settings, className }: { settings: ChurchSettings; className?: string }) {
  const line = addressLine(settings);
  return (
    <>
      {line ? <address className={className}>{line}</address> : null}
      {settings.map_url ? <ExternalLink href={settings.map_url}>Open in maps</ExternalLink> : null}
    </>
  );
}
