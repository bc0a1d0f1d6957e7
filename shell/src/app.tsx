import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { UiProviders } from 'shared-ui';
import { LoadingOverlay } from './loading-overlay/loading-overlay';
import type { ShellRouter } from './router';
import { useSmoothScroll } from './smooth-scroll/use-smooth-scroll';
import { Splash } from './splash/splash';

export function App({ router, queryClient }: { router: ShellRouter; queryClient: QueryClient }) {
  useSmoothScroll();
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
