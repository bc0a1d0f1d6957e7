import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { ModalFrame } from './modal-frame';
import { useReturnFocus } from './use-return-focus';
import styles from './dialog.module.css';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Read as the dialog's name. */
  title: ReactNode;
  description?: ReactNode;
  /** An element that opens the dialog (rendered as is; Radix wires it). Optional when controlled. */
  trigger?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel + Save. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Keep open on outside click / Esc (e.g. while saving). */
  dismissible?: boolean;
  closeLabel?: string;
  className?: string;
  /** Where focus goes on open; Radix picks the first focusable element by default. */
  onOpenAutoFocus?: (event: Event) => void;
}

/** A modal dialog (Radix): focus is trapped inside and returned to the trigger when it closes. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  dismissible = true,
  closeLabel = 'Close',
  className,
  onOpenAutoFocus,
}: DialogProps) {
  const focus = useReturnFocus(onOpenAutoFocus);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <ModalFrame open={open} onOpenChange={onOpenChange} trigger={trigger}>
      <RadixDialog.Content
        role={role}
        className={clsx(styles.content, styles[size], className)}
        onEscapeKeyDown={block}
        onPointerDownOutside={block}
        onInteractOutside={block}
        onOpenAutoFocus={focus.onOpenAutoFocus}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className={styles.header}>
          <div className={styles.headerText}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
          </div>
          {dismissible ? (
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="sm" iconOnly aria-label={closeLabel} className={styles.close}>
                <X size={20} aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          ) : null}
        </div>
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </RadixDialog.Content>
    </ModalFrame>
  );
}

/** A button that closes the enclosing Dialog (e.g. Cancel in its footer). */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
