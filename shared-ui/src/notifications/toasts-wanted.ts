// Whether anything on this page has raised a toast. The Toaster (sonner, ~9.5 KB gzip) is mounted only then,
// so a visitor or an office visit that never toasts never downloads it.
//
// The flag lives on `globalThis`, not in this module: shared-ui's root (which mounts the Toaster) and its
// `notifications` entry (which raises toasts) are separate shared modules, each bundling its own copy of
// this file.
const FLAG = '__piwcToastsWanted';
const EVENT = 'piwc:toasts-wanted';

type Flagged = typeof globalThis & { [FLAG]?: boolean };

/** Called when the first toast is raised. */
export function announceToasts(): void {
  const scope = globalThis as Flagged;
  if (scope[FLAG]) return;
  scope[FLAG] = true;
  scope.dispatchEvent?.(new Event(EVENT));
}

export function toastsWanted(): boolean {
  return (globalThis as Flagged)[FLAG] === true;
}

export function onToastsWanted(listener: () => void): () => void {
  globalThis.addEventListener?.(EVENT, listener);
  return () => globalThis.removeEventListener?.(EVENT, listener);
}
