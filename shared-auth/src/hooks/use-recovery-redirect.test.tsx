import { act, render } from '@testing-library/react';
import { AppRouterProvider, Outlet } from 'react-router-dom';
import { createMemoryAppRouter } from 'shared-ui/testing/memory-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, type FakeSupabase } from '../testing/fake-supabase';
import { resetAuth } from '../testing/reset-auth';
import { useRecoveryRedirect } from './use-recovery-redirect';

vi.mock('../supabase-client', async () => (await import('../testing/mock-client')).mockClientModule);

function Frame() {
  useRecoveryRedirect();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryAppRouter(
    [
      {
        Component: Frame,
        children: [
          { path: '/', element: <p>Home</p> },
          { path: '/auth', element: <p>Auth</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<AppRouterProvider router={router} />);
  return router;
}

let fake: FakeSupabase;
beforeEach(() => {
  fake = resetAuth();
});

describe('useRecoveryRedirect', () => {
  it('a reset link that landed on another page goes on to /auth', async () => {
    const router = renderAt('/');
    act(() => fake.emit('PASSWORD_RECOVERY', fakeSession()));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves everyone else where they are', async () => {
    const router = renderAt('/');
    act(() => fake.emit('SIGNED_IN', fakeSession()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(router.state.location.pathname).toBe('/');
  });
});
