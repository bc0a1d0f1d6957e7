import { QueryClientProvider, type QueryClient } from 'shared-ui/query';
import { AppRouterProvider } from 'react-router-dom';
import { useEffect } from 'react';
import { UiProviders, useAfterFirstScreen } from 'shared-ui';
import { preloadRouteErrorPage } from './error-page/lazy-route-error-page';
import { LoadingOverlay } from './loading-overlay/loading-overlay';
import { afterFirstScreenWork, LazyOfflineNote } from './offline/lazy-offline';
import type { ShellRouter } from './router';
import { useSmoothScroll } from './smooth-scroll/use-smooth-scroll';

export function App({ router, queryClient }: { router: ShellRouter; queryClient: QueryClient }) {
  useSmoothScroll();
  const afterFirstScreen = useAfterFirstScreenWork(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <UiProviders>
        <AppRouterProvider router={router} />
        <LoadingOverlay router={router} />
        <LazyOfflineNote afterFirstScreen={afterFirstScreen} />
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
    preloadRouteErrorPage();
    afterFirstScreenWork(queryClient);
  }, [afterFirstScreen, queryClient]);
  return afterFirstScreen;
}
