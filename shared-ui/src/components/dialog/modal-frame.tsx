import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './dialog.module.css';
import { modalPortalTarget } from './modal-portal-target';

export interface ModalFrameProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** An element that opens it (rendered as is; Radix wires it). Optional when controlled. */
  trigger?: ReactNode;
  /** The Radix Content, with its own look. */
  children: ReactNode;
}

/**
 * What every modal here shares (the Dialog, the Sheet): Radix's root, the optional trigger, and the
 * page-dimming scrim in a portal, so the scrim looks the same whichever panel stands on it.
 */
export function ModalFrame({ open, onOpenChange, trigger, children }: ModalFrameProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={modalPortalTarget()}>
        <RadixDialog.Overlay className={styles.overlay} />
        {children}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
