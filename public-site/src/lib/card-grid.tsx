import type { ReactNode } from 'react';
import page from './page.module.css';

/** A responsive list of cards: one column on a phone, as many as fit on wider screens. */
export function CardGrid<T extends { id: string }>({
  items,
  children,
  testId,
}: {
  items: T[];
  /** `index` lets a list mark its first card's image as the page's priority image. */
  children: (item: T, index: number) => ReactNode;
  testId?: string;
}) {
  return (
    <ul className={page.grid} data-testid={testId}>
      {items.map((item, index) => (
        <li key={item.id}>{children(item, index)}</li>
      ))}
    </ul>
  );
}
