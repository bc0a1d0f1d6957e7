import clsx from 'clsx';
import type { ComponentProps, ElementType, HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render: article for content teasers, li inside a list. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Lift on hover; with a link inside CardTitle the whole card becomes clickable. */
  interactive?: boolean;
}

export function Card({ as = 'div', interactive = false, className, ...rest }: CardProps) {
  const Tag = as as 'div';
  return (
    <Tag
      {...rest}
      className={clsx(
        styles.card,
        interactive && styles.interactive,
        interactive && styles.linked,
        className,
      )}
    />
  );
}

export function CardMedia({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={clsx(styles.media, className)} />;
}

export function CardBody({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={clsx(styles.body, className)} />;
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  as?: 'h2' | 'h3' | 'h4';
  children: ReactNode;
}

export function CardTitle({ as = 'h3', className, ...rest }: CardTitleProps) {
  const Tag: ElementType = as;
  return <Tag {...rest} className={clsx(styles.title, className)} />;
}

export function CardFooter({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={clsx(styles.footer, className)} />;
}
