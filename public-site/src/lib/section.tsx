import type { ReactNode } from 'react';
import page from './page.module.css';

interface SectionProps {
  /** Also the anchor (`#id`) other pages link to. */
  id: string;
  title: string;
  /** A link on the heading's right, e.g. "All events". */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled part of a page, named by its h2 for screen-reader landmarks. */
export function Section({ id, title, action, className, children }: SectionProps) {
  return (
    <section id={id} className={className ?? page.section} aria-labelledby={`${id}-title`}>
      <div className={page.sectionHeader}>
        <h2 id={`${id}-title`}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
