import type { RouteObject } from 'react-router-dom';
import type { QueryClient } from '../query';

/** What the shell hands a remote's routes: its route loaders start the page's queries in the page's cache. */
export interface RoutesContext {
  queryClient: QueryClient;
}

/** What `publicSite/routes` exposes: the public layout (with its children and not-found) and /image-viewer. */
export interface PublicSiteRoutesModule {
  createPublicRoutes(context: RoutesContext): RouteObject[];
}

/** What `adminPortal/routes` exposes: the `/admin` subtree, mounted by the shell behind the admin guard. */
export interface AdminPortalRoutesModule {
  adminRoutes: RouteObject[];
}

export type RemoteName = 'publicSite' | 'adminPortal';
