// shared-ui/pagination: only list pages that page (sermons, the admin's tables) load it, not every first screen.
export * from './pagination';
