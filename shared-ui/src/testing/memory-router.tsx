import { createContext, useContext, useState, type ReactNode } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import {
  AppRouterProvider,
  createAppRouter,
  type AppRouterOptions,
  type RouteObject,
} from 'react-router-dom';

/** The router the apps run, at `initialEntries` in memory (the last is current), for tests. */
export function createMemoryAppRouter(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    ...options
  }: Omit<AppRouterOptions, 'history'> & { initialEntries?: string[] } = {},
) {
  const history = createMemoryHistory({ initialEntries, initialIndex: initialEntries.length - 1 });
  return createAppRouter(routes, { ...options, history });
}

const Children = createContext<ReactNode>(null);
const Page = () => useContext(Children);

/** For component tests: `children` rendered at `path` in the router the apps run (links, params, search). */
export function MemoryRouter({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const [router] = useState(() =>
    createMemoryAppRouter([{ path: '*', Component: Page }], { initialEntries: [path] }),
  );
  return (
    <Children.Provider value={children}>
      <AppRouterProvider router={router} />
    </Children.Provider>
  );
}
