import type { RouteObject } from 'react-router-dom';

const page = (title: string) => async () => {
  const { createSimplePage } = await import('./pages/simple-page');
  return { Component: createSimplePage(title) };
};

/** The public layout and its pages, plus /image-viewer outside it; each page is its own chunk. */
export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./layout/public-layout')).PublicLayout }),
    children: [
      { index: true, lazy: page('Welcome to PIWC Asokwa') },
      { path: 'about', lazy: page('About us') },
      { path: 'events', lazy: page('Events') },
      { path: 'events/:id', lazy: page('Event') },
      { path: 'gallery', lazy: page('Gallery') },
      { path: 'ministries', lazy: page('Ministries') },
      { path: 'contact', lazy: page('Contact us') },
      { path: 'notices', lazy: page('Notices') },
      { path: 'notices/:id', lazy: page('Notice') },
      { path: 'announcements/:id', lazy: page('Announcement') },
      { path: 'leader/:id', lazy: page('Leader') },
      { path: 'milestone/:id', lazy: page('Milestone') },
      { path: 'sermons', lazy: page('Sermons') },
      { path: 'sermons/:id', lazy: page('Sermon') },
      { path: '*', lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }) },
    ],
  },
  {
    path: 'image-viewer',
    lazy: page('Image viewer'),
  },
];
