import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { visuallyHiddenClassName } from '../visually-hidden/visually-hidden';
import { ModalFrame } from '../dialog/modal-frame';
import { useReturnFocus } from '../dialog/use-return-focus';
import styles from './sheet.module.css';

export interface SheetProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The panel's accessible name, e.g. "Menu". */
  title: ReactNode;
  /** Keep the title for screen readers only (a brand logo in `header` instead, say). */
  hideTitle?: boolean;
  /** Extra content in the header row, before the close button. */
  header?: ReactNode;
  side?: 'left' | 'right' | 'bottom';
  /** The element that opens it, e.g. a menu button. */
  trigger?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
  className?: string;
}

/**
 * A panel sliding in from an edge (Radix Dialog): the mobile navigation menu, filters. Focus is trapped
 * while open and returns to the trigger; Esc and the scrim close it.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  header,
  side = 'right',
  trigger,
  children,
  footer,
  closeLabel = 'Close menu',
  className,
}: SheetProps) {
  const focus = useReturnFocus();
  return (
    <ModalFrame open={open} onOpenChange={onOpenChange} trigger={trigger}>
      <RadixDialog.Content
        className={clsx(styles.content, styles[side], className)}
        aria-describedby={undefined}
        {...focus}
      >
        <div className={styles.header}>
          <RadixDialog.Title className={hideTitle ? visuallyHiddenClassName : styles.title}>
            {title}
          </RadixDialog.Title>
          {header}
          <RadixDialog.Close asChild>
            <Button variant="ghost" iconOnly aria-label={closeLabel}>
              <X size={22} aria-hidden="true" />
            </Button>
          </RadixDialog.Close>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </RadixDialog.Content>
    </ModalFrame>
  );
}

/** Wrap a link or button inside a Sheet so choosing it also closes the sheet (e.g. a nav link). */
export { DialogClose as SheetClose } from '../dialog/dialog';
