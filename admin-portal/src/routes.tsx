import type { RouteObject } from 'react-router-dom';

const page = (title: string) => async () => {
  const { createSimplePage } = await import('./pages/simple-page');
  return { Component: createSimplePage(title) };
};

/** The /admin subtree; the shell mounts it behind the shared admin guard. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./layout/admin-layout')).AdminLayout }),
    children: [
      { index: true, lazy: page('Dashboard') },
      { path: 'announcements', lazy: page('Announcements') },
      { path: 'leaders', lazy: page('Leaders') },
      { path: 'ministries', lazy: page('Ministries') },
      { path: 'events', lazy: page('Events') },
      { path: 'gallery', lazy: page('Gallery') },
      { path: 'welcome', lazy: page('Welcome section') },
      { path: 'notice-board', lazy: page('Notice board') },
      { path: 'milestones', lazy: page('Milestones') },
      { path: 'sermon-powerpoints', lazy: page('Sermon presentations') },
      { path: '*', lazy: page('Admin page not found') },
    ],
  },
];
