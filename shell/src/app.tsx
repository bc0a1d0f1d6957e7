import { QueryClientProvider, type QueryClient } from 'shared-ui/query';
import { RouterProvider } from 'react-router-dom';
import { useEffect } from 'react';
import { UiProviders, useAfterFirstScreen } from 'shared-ui';
import { preloadRouteErrorPage } from './error-page/lazy-route-error-page';
import { LoadingOverlay } from './loading-overlay/loading-overlay';
import { OfflineNote } from './offline/offline-note';
import { registerServiceWorker } from './offline/register-service-worker';
import type { ShellRouter } from './router';
import { useSmoothScroll } from './smooth-scroll/use-smooth-scroll';
import { startSession } from './start-session';

export function App({ router, queryClient }: { router: ShellRouter; queryClient: QueryClient }) {
  useSmoothScroll();
  useAfterFirstScreenWork(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <UiProviders>
        <RouterProvider router={router} />
        <LoadingOverlay router={router} />
        <OfflineNote />
      </UiProviders>
    </QueryClientProvider>
  );
}

/**
 * Signed-in people (and token refresh) need the client on every page, but not before the first screen; the
 * error page is fetched then too, so it can still show if the connection drops later. The service worker,
 * which makes the next visits, is registered then as well.
 */
function useAfterFirstScreenWork(queryClient: QueryClient) {
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (!afterFirstScreen) return;
    void startSession();
    preloadRouteErrorPage();
    registerServiceWorker(queryClient).catch((error: unknown) =>
      console.warn('The service worker could not be registered:', error),
    );
  }, [afterFirstScreen, queryClient]);
}
