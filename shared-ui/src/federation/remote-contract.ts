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
  /** With loaders that start a page's reads once the admin is confirmed. Absent from a remote built before it. */
  createAdminRoutes?(context: RoutesContext): RouteObject[];
  /** The same subtree without loaders, for a shell built before createAdminRoutes. */
  adminRoutes: RouteObject[];
}

export type RemoteName = 'publicSite' | 'adminPortal';
