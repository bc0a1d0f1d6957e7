import { lazy, Suspense, type ReactNode } from 'react';
import { useAfterFirstScreen } from '../lib/use-after-first-screen';

const Toaster = lazy(() => import('../notifications/toaster').then((m) => ({ default: m.Toaster })));

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
