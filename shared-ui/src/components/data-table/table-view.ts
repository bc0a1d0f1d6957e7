import type { SortState } from './table-model';

// Apart from table-model, which the table's lazily loaded chunk carries: a page that holds its table's view
// imports this file without bringing the sorting code (and its collator) into its own first load.

/** What a reader of a table has chosen: the search text, the sort and the page. */
export interface TableView {
  query: string;
  sort?: SortState;
  page: number;
}

export const INITIAL_TABLE_VIEW: TableView = { query: '', page: 1 };
