import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { useEffect } from 'react';
import { startSession } from 'shared-auth';
import { UiProviders, useAfterFirstScreen } from 'shared-ui';
import { LoadingOverlay } from './loading-overlay/loading-overlay';
import type { ShellRouter } from './router';
import { useSmoothScroll } from './smooth-scroll/use-smooth-scroll';
import { Splash } from './splash/splash';

export function App({ router, queryClient }: { router: ShellRouter; queryClient: QueryClient }) {
  useSmoothScroll();
  useSessionAfterFirstScreen();
  return (
    <QueryClientProvider client={queryClient}>
      <UiProviders>
        <RouterProvider router={router} />
        <LoadingOverlay router={router} />
        <Splash />
      </UiProviders>
    </QueryClientProvider>
  );
}

/** Signed-in people (and token refresh) need the client on every page, but not before the first screen. */
function useSessionAfterFirstScreen() {
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (afterFirstScreen) void startSession();
  }, [afterFirstScreen]);
}
