import { lazy, Suspense } from 'react';
import type { QueryClient } from 'shared-ui/query';

/** Off the first screen's critical path (#27): the note, the worker's registration and the session load once it is shown. */
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

/** Once the first screen is shown: the session (for someone who may be signed in) and the service worker. */
export function afterFirstScreenWork(queryClient: QueryClient): void {
  load()
    .then(({ registerServiceWorker, startStoredSession }) => {
      startStoredSession();
      return registerServiceWorker(queryClient);
    })
    .catch((error: unknown) => console.warn('The service worker could not be registered:', error));
}
