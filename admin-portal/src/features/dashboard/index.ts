// The dashboard's public entry: other features mark it stale after a change.
export { dashboardKeys } from './api/dashboard-keys';
export { CONTENT_TABLES, contentTableOf, type ContentTable } from './api/content-tables';
