import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsWanted, toastsWanted } from './toasts-wanted';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The Toaster, once a toast has been raised (see toasts-wanted.ts). This check lives in the chunk
 * UiProviders loads after the first screen, not in UiProviders, so the first load carries none of it. A default
 * export: `lazy()` takes the module as it is, with no wrapper on the first load.
 */
export default function ToasterWhenWanted() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
