import { Fragment, type ReactNode } from 'react';
import page from './page.module.css';

/** A label and its value; a fact with no value (null, undefined, false, '') is left out. */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * A box of labelled facts about a row ("When", "Where", "Leader"). `stacked`: values that run long (an account
 * name, a service's note), so on a phone each label sits above its value.
 */
export function Facts({
  facts,
  stacked = false,
  className,
}: {
  facts: readonly Fact[];
  stacked?: boolean;
  className?: string;
}) {
  return (
    <dl className={[page.facts, stacked && page.stackedFacts, className].filter(Boolean).join(' ')}>
      {facts.map(([label, value]) =>
        value ? (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}
