import { tableWrites } from './api/table-writes';
import type { AnyContentConfig, BaseRow, ContentConfig } from './types';

type Writes = 'create' | 'update' | 'remove' | 'reorder';

/** A domain's manager: its own schema, fields and list; the table writes every domain shares. */
export function defineContent<Row extends BaseRow, Values extends Record<string, unknown>>(
  config: Omit<ContentConfig<Row, Values>, Writes> & Partial<Pick<ContentConfig<Row, Values>, Writes>>,
): AnyContentConfig {
  const writes = tableWrites<Row>(config.table);
  const full: ContentConfig<Row, Values> = {
    create: writes.create,
    update: writes.update,
    remove: writes.remove,
    reorder: config.orderable ? writes.reorder : undefined,
    ...config,
  };
  // The page and hooks are generic over rows; each config stays precisely typed where it is written.
  return full as unknown as AnyContentConfig;
}
