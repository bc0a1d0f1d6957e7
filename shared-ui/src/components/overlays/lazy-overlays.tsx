import type { ReactNode } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import type { ConfirmDialogProps } from '../dialog/confirm-dialog';
import type { DialogProps } from '../dialog/dialog';
import type { SheetProps } from '../sheet/sheet';

const overlays = () => import('./overlays');
// Until the code is there, the trigger shows as is (the chunk starts loading as soon as it renders).
const triggerOnly = (props: { trigger?: ReactNode }) => props.trigger ?? null;
const childrenOnly = (props: { children: ReactNode }) => props.children;

export const Dialog = lazyComponent<DialogProps>(() => overlays().then((m) => m.Dialog), triggerOnly);
export const ConfirmDialog = lazyComponent<ConfirmDialogProps>(
  () => overlays().then((m) => m.ConfirmDialog),
  triggerOnly,
);
export const Sheet = lazyComponent<SheetProps>(() => overlays().then((m) => m.Sheet), triggerOnly);
/** A button that closes the enclosing Dialog (e.g. Cancel in its footer). */
export const DialogClose = lazyComponent<{ children: ReactNode }>(
  () => overlays().then((m) => m.DialogClose),
  childrenOnly,
);
/** Wrap a link or button inside a Sheet so choosing it also closes the sheet (e.g. a nav link). */
export const SheetClose = lazyComponent<{ children: ReactNode }>(
  () => overlays().then((m) => m.SheetClose),
  childrenOnly,
);

export type { ConfirmDialogProps, DialogProps, SheetProps };
