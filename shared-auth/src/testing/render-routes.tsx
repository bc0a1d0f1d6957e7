import { render } from '@testing-library/react';
import { AppRouterProvider, useLocation } from 'react-router-dom';
import { createMemoryAppRouter } from 'shared-ui/testing/memory-router';
import { useAppConfigStore, type AppConfig } from 'shared-ui';
import { AdminGuard } from '../admin-guard';
import { SignInPage } from '../sign-in-page';

export const TEST_CONFIG: AppConfig = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon',
  remotes: { publicSite: '', adminPortal: '' },
  church: {
    branchName: 'PIWC Asokwa',
    fullTitle: 'Pentecost International Worship Centre',
    logoUrl: '/logo.svg',
  },
};

function Page({ name }: { name: string }) {
  const location = useLocation();
  return (
    <div>
      <h1>{name}</h1>
      <p data-testid="location">{location.pathname}</p>
    </div>
  );
}

/** The shell's route shape in miniature: /auth, and /admin behind the guard, plus a public home. */
export function renderRoutes(initialEntries: string[]) {
  useAppConfigStore.setState({ config: TEST_CONFIG });
  const router = createMemoryAppRouter(
    [
      { path: '/', element: <Page name="Home" /> },
      { path: '/auth', Component: SignInPage },
      {
        Component: AdminGuard,
        children: [
          { path: '/admin', element: <Page name="Dashboard" /> },
          { path: '/admin/events', element: <Page name="Manage events" /> },
        ],
      },
    ],
    { initialEntries },
  );
  render(<AppRouterProvider router={router} />);
  return router;
}
