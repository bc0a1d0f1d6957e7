import { rowOf, type Row, type ContentTableName } from 'shared-ui/data';
import { anyTable } from '../../../lib/supabase';
import type { ContentConfig } from './content-config';

/** One row as saved now (an admin reads drafts too), or null when it is gone (e.g. in Trash). */
export const getItem = <T extends ContentTableName>(config: ContentConfig<T>, id: string) =>
  rowOf<Row<T>>(anyTable().from(config.domain.table).select('*').eq('id', id).maybeSingle());
