import type { Row, TableName } from '../database';
import { createDomainKeys } from '../query-keys';
import type { BucketId } from '../storage/buckets';

/** A column that holds a Storage object: its public URL (pictures) or its object path (files). */
export interface StorageField {
  bucket: BucketId;
  holds: 'url' | 'path';
  /** Folder inside the bucket for new objects (`<folder>/<uuid>.<ext>`); '' when the caller names it. */
  folder: string;
}

export type StorageFields<T extends TableName> = Partial<Record<keyof Row<T> & string, StorageField>>;

/** Where a domain shows on the public site: route patterns for the router and a link for a row. */
export interface PublicPaths {
  /** The list page, e.g. `/events`. */
  list?: string;
  /** The detail route's pattern below `/`, e.g. `events/:id`. */
  detailRoute?: string;
  /** Where one row is shown. */
  of: (row: { id: string }) => string;
}

export interface TableContract<T extends TableName> {
  table: T;
  storage: StorageFields<T>;
}

/** What a content domain is, for both remotes: its table, its query keys, its public pages, its files. */
export interface DomainContract<
  T extends TableName,
  Root extends string,
  Paths extends PublicPaths = PublicPaths,
> extends TableContract<T> {
  keys: ReturnType<typeof createDomainKeys<Root>>;
  publicPaths: Paths;
}

// Pure: a remote that imports the domains' barrel keeps only the domains it uses (each defineDomain call at
// module level would otherwise be kept as if it had effects, on every first load).
/*#__NO_SIDE_EFFECTS__*/
export function defineDomain<T extends TableName, const Root extends string, Paths extends PublicPaths>(
  root: Root,
  contract: TableContract<T> & { publicPaths: Paths },
): DomainContract<T, Root, Paths> {
  return { ...contract, keys: createDomainKeys(root) };
}

/** A picture column in the images bucket, new uploads going into `folder`. */
export const picture = (folder: string): StorageField => ({ bucket: 'images', holds: 'url', folder });

/** A page of its own per row at `/<segment>/<id>`, and a list page at `list` (if any). */
export const detailPages = <const Segment extends string>(segment: Segment, list?: string) => ({
  list,
  detailRoute: `${segment}/:id` as const,
  of: (row: { id: string }) => `/${segment}/${row.id}`,
});
