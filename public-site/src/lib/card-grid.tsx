import type { ReactNode } from 'react';
import page from './page.module.css';

/** A responsive list of cards: one column on a phone, as many as fit on wider screens. */
export function CardGrid<T extends { id: string }>({
  items,
  children,
  testId,
}: {
  items: T[];
  children: (item: T) => ReactNode;
  testId?: string;
}) {
  return (
    <ul className={page.grid} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
