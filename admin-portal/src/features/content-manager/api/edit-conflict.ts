/**
 * A save the database refused because the item changed since the form opened it (compare-and-set on
 * `updated_at`, private.compare_and_set_updated_at): HTTP 409 with code PT409, and in `details` the
 * version now saved and who saved it.
 */
export interface EditConflict {
  /** The `updated_at` of the version now saved: a save based on it replaces that version knowingly. */
  updatedAt: string;
  /** The e-mail of whoever saved it, when known. */
  changedBy: string | null;
}

export function editConflictOf(error: unknown): EditConflict | null {
  if (!error || typeof error !== 'object' || (error as { code?: unknown }).code !== 'PT409') return null;
  try {
    const details = JSON.parse(String((error as { details?: unknown }).details)) as Record<string, unknown>;
    if (typeof details.updated_at !== 'string') return null;
    return {
      updatedAt: details.updated_at,
      changedBy: typeof details.changed_by === 'string' ? details.changed_by : null,
    };
  } catch {
    return null;
  }
}
