import type { ContentTableName, DomainContract, Row } from 'shared-ui/data';

type Column<T extends ContentTableName> = keyof Row<T> & string;

/**
 * What a manager's list reads: its domain's table, in its order. Kept apart from the manager's columns and rules
 * (zod and the form's code), so the admin's route table can start the read before the page's code has come.
 */
export interface ListRead<T extends ContentTableName> {
  domain: DomainContract<T, string>;
  /**
   * How the list is sorted, by column names; `-name` sorts newest (largest) first. A table sorted by
   * display_order first is ordered by hand (drag and drop, or the keyboard).
   */
  listOrder: readonly (Column<T> | `-${Column<T>}`)[];
  /** Sorted by display_order first: ordered by hand, on the manager's order tab. */
  orderable: boolean;
}

/** A manager's list read: a domain's rows in `listOrder` (none for a single-row table). */
export const listRead = <T extends ContentTableName>(
  domain: DomainContract<T, string>,
  listOrder: ListRead<T>['listOrder'] = [],
): ListRead<T> => ({ domain, listOrder, orderable: listOrder[0] === 'display_order' });
