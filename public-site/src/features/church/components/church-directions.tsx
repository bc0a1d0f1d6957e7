import { Fragment } from 'react';
import type { ChurchSettings } from 'shared-ui/data';
import page from '../../../lib/page.module.css';

/**
 * What a first-time visitor or a driver asks for beyond the address: the landmark and the GhanaPost GPS code.
 * Its own module: only the contact and visit pages show it, so it stays off the footer's first load.
 */
export function ChurchDirections({ settings }: { settings: ChurchSettings }) {
  const directions = [
    ['Landmark', settings.landmark],
    ['GhanaPost GPS', settings.ghanapost_gps],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  if (directions.length === 0) return null;
  return (
    <dl className={`${page.facts} ${page.stackedFacts}`}>
      {directions.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
