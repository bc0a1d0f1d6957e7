import { z } from 'zod';

/**
 * The backup archive: one zip holding
 *
 *   manifest.json              what is inside, with row counts, sizes and SHA-256 checksums (below)
 *   tables/<table>.json        every row of one table, one JSON object per line, ordered by primary key
 *   objects/<bucket>/<name>    every stored object's bytes, as uploaded
 *
 * Tables are listed parents first: the order a restore inserts them in.
 */
export const ARCHIVE_FORMAT = 'piwc-asokwa-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';

/** `piwc-backup-20261124T020000Z.zip`: names carry the UTC time, so archives sort by age wherever made. */
export function archiveFileName(now: Date): string {
  return `piwc-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')}.zip`;
}
export const ARCHIVE_NAME = /^piwc-backup-\d{8}T\d{6}Z\.zip$/;

export const tablePath = (table: string) => `tables/${table}.json`;
export const objectPath = (bucket: string, name: string) => `objects/${bucket}/${name}`;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 checksum in hex');
const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a table name');
/** Migration versions are the Supabase CLI's timestamps. */
const schemaVersion = z.string().regex(/^\d+$/, 'a migration version');
const objectName = z
  .string()
  .min(1)
  .refine((name) => !name.split('/').some((part) => part === '..' || part === ''), 'an object name');

export type Row = Record<string, unknown>;

const count = z.number().int().nonnegative();
/** A table as a backup describes it: its name and the columns a restore matches rows (and accounts) by. */
const tableShape = {
  name: identifier,
  keyColumns: z.array(z.string()).min(1),
  accountColumns: z.array(z.string()),
};
const excludedTable = z.object({ name: identifier, reason: z.string() });
const buckets = z.array(z.string().min(1));
/** A stored object as a backup describes it; the archive adds where its bytes are and their checksum. */
const objectShape = {
  bucket: z.string().min(1),
  name: objectName,
  size: count,
  contentType: z.string(),
  cacheControl: z.string(),
};

/** What `public.backup_snapshot()` returns (see its migration). */
export const snapshotSchema = z.object({
  schemaVersion: schemaVersion.nullable(),
  tables: z.array(
    z.object({
      ...tableShape,
      /** Kept to one row by the schema (settings): a restore replaces the row a new project starts with. */
      singleRow: z.boolean(),
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
  excluded: z.array(excludedTable),
  buckets,
  objects: z.array(z.object(objectShape)),
});
export type Snapshot = z.infer<typeof snapshotSchema>;
export type SnapshotTable = Snapshot['tables'][number];
export type SnapshotObject = Snapshot['objects'][number];

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
  schemaVersion,
  /** The project the archive was made from: its stored URLs start with this. */
  sourceUrl: z.url(),
  tables: z.array(
    z.object({ ...tableShape, path: z.string(), rows: count, bytes: count, sha256: sha256Hex }),
  ),
  excludedTables: z.array(excludedTable),
  buckets,
  objects: z.array(z.object({ ...objectShape, path: z.string(), sha256: sha256Hex })),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = Manifest['tables'][number];
export type ManifestObject = Manifest['objects'][number];

/** A table's file: one row per line, so an archive can be read (and diffed) by a person. */
export function encodeRows(rows: Row[]): string {
  return rows.length === 0 ? '[]\n' : `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`;
}
