import { lazy, Suspense } from 'react';
import type { QueryClient } from 'shared-ui/query';

/** Off the first screen's critical path (#27): the note and the worker's registration load once it is shown. */
const load = () => import(/* webpackChunkName: "offline" */ './after-first-screen');

const OfflineNote = lazy(() => load().then(({ OfflineNote }) => ({ default: OfflineNote })));

export function LazyOfflineNote({ afterFirstScreen }: { afterFirstScreen: boolean }) {
  if (!afterFirstScreen) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNote />
    </Suspense>
  );
}

export function registerServiceWorkerLater(queryClient: QueryClient): void {
  load()
    .then(({ registerServiceWorker }) => registerServiceWorker(queryClient))
    .catch((error: unknown) => console.warn('The service worker could not be registered:', error));
}
