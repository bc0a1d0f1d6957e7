import type { ReactNode } from 'react';
import { QueryList, type QueryListProps } from './query-view';
import { Section } from './section';

/** QueryList's props, with the section's id, title and heading link. */
export type QuerySectionProps<T> = QueryListProps<T> & {
  id: string;
  title: string;
  action?: ReactNode;
};

/** A titled section (see Section) that shows one list's read in its four states (see QueryView). */
export function QuerySection<T extends { id: string }>({ id, title, action, ...list }: QuerySectionProps<T>) {
  return (
    <Section id={id} title={title} action={action}>
      <QueryList {...list} />
    </Section>
  );
}
