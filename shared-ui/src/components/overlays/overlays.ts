// One chunk for everything built on Radix Dialog (loaded the first time any of them renders).
export { Dialog, DialogClose } from '../dialog/dialog';
export { ConfirmDialog } from '../dialog/confirm-dialog';
export { Sheet, SheetClose } from '../sheet/sheet';
