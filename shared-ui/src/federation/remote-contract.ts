import type { RouteObject } from 'react-router-dom';

/** What `publicSite/routes` exposes: the public layout (with its children and not-found) and /image-viewer. */
export interface PublicSiteRoutesModule {
  publicRoutes: RouteObject[];
}

/** What `adminPortal/routes` exposes: the `/admin` subtree, mounted by the shell behind the admin guard. */
export interface AdminPortalRoutesModule {
  adminRoutes: RouteObject[];
}

export type RemoteName = 'publicSite' | 'adminPortal';
