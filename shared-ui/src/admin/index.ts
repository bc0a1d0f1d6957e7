// `shared-ui/admin`: the admin portal's own components (tables, tabs). Not a shared module: they hold no state
// across apps, and only the admin portal uses them, so it bundles them; in shared-ui's main entry, a shared
// singleton that every visitor's first load carries, they cost public pages bytes for nothing (bench P1).
export * from '../components/tabs/lazy-tabs';
export * from '../components/data-table/lazy-data-table';
export type { CellValue, SortState, SortDirection } from '../components/data-table/table-model';
export { INITIAL_TABLE_VIEW, type TableView } from '../components/data-table/table-view';
