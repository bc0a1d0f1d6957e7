import { lazy, Suspense } from 'react';
import { StatusScreen } from './components/status-screen';

// The forms, their schemas and zod load only when someone opens /auth, never on a visitor's first load.
const Page = lazy(async () => ({ default: (await import('./sign-in-page')).SignInPage }));

/** /auth as the shell mounts it: the sign-in page, fetched on first use. */
export function LazySignInPage() {
  return (
    <Suspense fallback={<StatusScreen label="Loading the sign-in page" />}>
      <Page />
    </Suspense>
  );
}
