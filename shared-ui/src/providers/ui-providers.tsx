import { lazy, Suspense, type ReactNode } from 'react';
import { useAfterFirstScreen } from '../lib/use-after-first-screen';

// The Toaster mounts only once a toast is raised: a visit that never toasts never downloads sonner.
const Toaster = lazy(() => import('../notifications/toaster-when-wanted'));

/** App-wide UI providers; rendered once, by the shell. Tooltips bring their own (TooltipProvider). */
export function UiProviders({ children }: { children: ReactNode }) {
  const afterFirstScreen = useAfterFirstScreen();
  return (
    <>
      {children}
      {afterFirstScreen && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
