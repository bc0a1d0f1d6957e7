import type { ChurchSettings } from 'shared-ui/data';
import { Facts, type Fact } from '../../../lib/facts';

/**
 * What a first-time visitor or a driver asks for beyond the address: the landmark and the GhanaPost GPS code, and
 * any facts the page adds (the contact page's phone and e-mail), in one list. Its own module: only the contact and
 * visit pages show it, so it stays off the footer's first load.
 */
export function ChurchDirections({ settings, more = [] }: { settings: ChurchSettings; more?: Fact[] }) {
  const facts = (
    [['Landmark', settings.landmark], ['GhanaPost GPS', settings.ghanapost_gps], ...more] as Fact[]
  ).filter(([, value]) => Boolean(value));
  if (facts.length === 0) return null;
  return <Facts facts={facts} stacked />;
}
