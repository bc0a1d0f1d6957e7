/**
 * Where an item stands with visitors, by the same rule as the database's read policies
 * (private.public_now(): published, `publish_at` passed, `expires_at` not yet). The list and the form show it;
 * the database alone decides what visitors can read.
 */
export type PublicationStatus =
  | { kind: 'draft' }
  | { kind: 'scheduled'; at: string }
  | { kind: 'live'; until: string | null }
  | { kind: 'expired'; at: string };

export type StatusKind = PublicationStatus['kind'];

export const STATUS_LABELS: Record<StatusKind, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  live: 'Live',
  expired: 'Expired',
};

interface Publishable {
  published?: boolean | null;
  publish_at?: string | null;
  expires_at?: string | null;
}

const passed = (iso: string | null | undefined, now: number): iso is string =>
  typeof iso === 'string' && Date.parse(iso) <= now;

/** The item's status at `now`, or null for a table whose rows are always shown (no `published`). */
export function publicationStatus(row: object, now = Date.now()): PublicationStatus | null {
  if (!('published' in row)) return null;
  const { published, publish_at, expires_at } = row as Publishable;
  if (!published) return { kind: 'draft' };
  if (publish_at && !passed(publish_at, now)) return { kind: 'scheduled', at: publish_at };
  if (passed(expires_at, now)) return { kind: 'expired', at: expires_at };
  return { kind: 'live', until: expires_at ?? null };
}
