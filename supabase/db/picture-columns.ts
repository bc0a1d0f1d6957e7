import type { Queryable } from './database.ts';

export interface PictureColumn {
  table: string;
  /** `<x>_url`: where the picture is. */
  urlColumn: string;
  /** `<x>_meta`: what was made of it (private.track_picture_column adds one beside each picture column). */
  metaColumn: string;
}

/** Every picture column of the public schema, read from the database (the migrations decide which they are). */
export async function pictureColumns(db: Queryable): Promise<PictureColumn[]> {
  const { rows } = await db.query<PictureColumn>(
    `select meta.table_name as "table", url.column_name as "urlColumn", meta.column_name as "metaColumn"
       from information_schema.columns meta
       join information_schema.columns url
         on url.table_schema = meta.table_schema and url.table_name = meta.table_name
        and url.column_name = regexp_replace(meta.column_name, '_meta$', '_url')
      where meta.table_schema = 'public' and meta.data_type = 'jsonb' and meta.column_name like '%\\_meta'
      order by 1, 2`,
  );
  return rows;
}

/** Writes each picture's meta into every row that shows it (a gallery's cover is one of its photos, say). */
export async function recordPictureMeta(db: Queryable, metaByUrl: Map<string, unknown>): Promise<void> {
  const byUrl = JSON.stringify(Object.fromEntries(metaByUrl));
  for (const { table, urlColumn, metaColumn } of await pictureColumns(db)) {
    await db.query(
      `update public."${table}" set "${metaColumn}" = $1::jsonb -> "${urlColumn}" where $1::jsonb ? "${urlColumn}"`,
      [byUrl],
    );
  }
}
