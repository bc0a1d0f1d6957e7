import { Fragment, type ReactNode } from 'react';
import type { ChurchSettings } from 'shared-ui/data';
import page from '../../../lib/page.module.css';

/** A fact to show beside the directions; left out when empty. */
export type ChurchFact = [term: string, value: ReactNode];

/**
 * What a first-time visitor or a driver asks for beyond the address: the landmark and the GhanaPost GPS code, and
 * any facts the page adds (the contact page's phone and e-mail), in one list. Its own module: only the contact and
 * visit pages show it, so it stays off the footer's first load.
 */
export function ChurchDirections({ settings, more = [] }: { settings: ChurchSettings; more?: ChurchFact[] }) {
  const facts = (
    [['Landmark', settings.landmark], ['GhanaPost GPS', settings.ghanapost_gps], ...more] as ChurchFact[]
  ).filter(([, value]) => Boolean(value));
  if (facts.length === 0) return null;
  return (
    <dl className={`${page.facts} ${page.stackedFacts}`}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
