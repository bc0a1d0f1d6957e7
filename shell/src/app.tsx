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
  return (
    <QueryClientProvider client={queryClient}>
      <UiProviders>
        <AppRouterProvider router={router} />
        <LoadingOverlay router={router} />
        <AfterFirstScreen queryClient={queryClient} />
      </UiProviders>
    </QueryClientProvider>
  );
}

/**
 * What starts once the first screen has passed, in a component of its own: when that moment comes it re-renders
 * alone. In App it re-rendered the router's provider and with it the whole page (~120 components, one task).
 */
function AfterFirstScreen({ queryClient }: { queryClient: QueryClient }) {
  useSmoothScroll();
  const afterFirstScreen = useAfterFirstScreenWork(queryClient);
  return <LazyOfflineNote afterFirstScreen={afterFirstScreen} />;
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
