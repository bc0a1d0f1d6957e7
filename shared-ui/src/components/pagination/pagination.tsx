import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { pageRange } from './page-range';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** With it, pages are real links (shareable, open in a new tab); clicks still call onPageChange. */
  getHref?: (page: number) => string;
  'aria-label'?: string;
  className?: string;
}

export function Pagination({ page, pageCount, onPageChange, getHref, className, ...rest }: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = pageRange(page, pageCount);
  const go = (target: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (target >= 1 && target <= pageCount && target !== page) onPageChange(target);
  };
  const control = (
    target: number,
    content: ReactNode,
    props: { label?: string; current?: boolean; disabled?: boolean; className?: string },
  ) => {
    const common = {
      className: clsx(styles.page, props.className),
      'aria-label': props.label,
      'aria-current': props.current ? ('page' as const) : undefined,
      'aria-disabled': props.disabled || undefined,
      onClick: props.disabled ? (e: MouseEvent) => e.preventDefault() : go(target),
    };
    return getHref && !props.disabled ? (
      <a href={getHref(target)} {...common}>
        {content}
      </a>
    ) : (
      <button type="button" {...common}>
        {content}
      </button>
    );
  };
  return (
    <nav aria-label={rest['aria-label'] ?? 'Pagination'} className={clsx(styles.nav, className)}>
      <ul className={styles.list}>
        <li>
          {control(
            page - 1,
            <>
              <ChevronLeft size={18} aria-hidden="true" />
              <span className={styles.stepLabel}>Previous</span>
            </>,
            { label: 'Previous page', disabled: page <= 1, className: styles.step },
          )}
        </li>
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={clsx(styles.gap, styles.far)} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item} className={Math.abs(item - page) > 1 ? styles.far : undefined}>
              {control(item, item, { label: `Page ${item}`, current: item === page })}
            </li>
          ),
        )}
        <li>
          {control(
            page + 1,
            <>
              <span className={styles.stepLabel}>Next</span>
              <ChevronRight size={18} aria-hidden="true" />
            </>,
            { label: 'Next page', disabled: page >= pageCount, className: styles.step },
          )}
        </li>
      </ul>
    </nav>
  );
}
