/** The dashboard summarises every domain, so every content change marks it stale too. */
export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  counts: () => ['admin-dashboard', 'counts'] as const,
  recent: () => ['admin-dashboard', 'recent'] as const,
};
