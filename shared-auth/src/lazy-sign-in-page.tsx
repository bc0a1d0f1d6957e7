import { lazy, Suspense } from 'react';
import { StatusScreen } from './components/status-screen';
import { startSession } from './session/start-session';

// The forms, their schemas and zod load only when someone opens /auth, never on a visitor's first load;
// the client loads alongside, so the page opens knowing whether someone is signed in.
const Page = lazy(async () => {
  const [page] = await Promise.all([import('./sign-in-page'), startSession()]);
  return { default: page.SignInPage };
});

/** /auth as the shell mounts it: the sign-in page, fetched on first use. */
export function LazySignInPage() {
  return (
    <Suspense fallback={<StatusScreen label="Loading the sign-in page" />}>
      <Page />
    </Suspense>
  );
}
