/**
 * Saving an item with files, in the only order that leaves no orphans and loses nothing:
 * 1. upload each newly chosen file (stop at the first failure and remove what this attempt uploaded);
 * 2. write the row with the new URLs (on failure remove this attempt's uploads);
 * 3. only then remove the objects the row no longer points at (replaced or cleared files).
 * Nothing here touches the form: the caller keeps its values and files, so a retry starts again.
 */
export interface UploadedFile {
  path: string;
  url: string;
  /** For a picture: what its row keeps beside the URL (its variants and placeholder), written with it. */
  meta?: unknown;
}

export interface SavePipelineDeps<Row, Files extends Record<string, File> = Record<string, File>> {
  /** The files chosen in this form, by field name. */
  files: Files;
  upload: (field: string, file: File) => Promise<UploadedFile>;
  /** Writes the row; `urls` holds the new URL of each uploaded field, `metas` its meta. Must return the saved row. */
  write: (
    urls: { [Field in keyof Files]: string },
    metas: { [Field in keyof Files]: unknown },
  ) => Promise<Row>;
  /** Removes storage objects by path; failures here must not undo a saved row. */
  remove: (paths: string[]) => Promise<unknown>;
  /** Object paths the row pointed at before and after the save, by field (null when none/external). */
  objectPathsBefore: Record<string, string | null>;
  objectPathsAfter: (row: Row) => Record<string, string | null>;
}

export interface SaveOutcome<Row> {
  row: Row;
  removed: string[];
  /** Old objects that could not be removed (reported, never fatal: the row is saved). */
  cleanupFailed: string[];
}

export async function runSavePipeline<Row, Files extends Record<string, File> = Record<string, File>>(
  deps: SavePipelineDeps<Row, Files>,
): Promise<SaveOutcome<Row>> {
  const uploaded: UploadedFile[] = [];
  const urls: Record<string, string> = {};
  const metas: Record<string, unknown> = {};
  const discardUploads = async () => {
    if (uploaded.length) await deps.remove(uploaded.map((u) => u.path)).catch(() => undefined);
  };
  try {
    for (const [field, file] of Object.entries(deps.files)) {
      const result = await deps.upload(field, file);
      uploaded.push(result);
      urls[field] = result.url;
      metas[field] = result.meta ?? null;
    }
  } catch (error) {
    await discardUploads();
    throw error;
  }

  let row: Row;
  try {
    // Every field of `files` has its URL here: the loop above uploaded each or threw.
    row = await deps.write(
      urls as { [Field in keyof Files]: string },
      metas as { [Field in keyof Files]: unknown },
    );
  } catch (error) {
    await discardUploads();
    throw error;
  }

  const after = deps.objectPathsAfter(row);
  const stillUsed = new Set(Object.values(after).filter(Boolean));
  const stale = Object.values(deps.objectPathsBefore).filter(
    (p): p is string => Boolean(p) && !stillUsed.has(p),
  );
  if (stale.length === 0) return { row, removed: [], cleanupFailed: [] };
  try {
    await deps.remove(stale);
    return { row, removed: stale, cleanupFailed: [] };
  } catch {
    return { row, removed: [], cleanupFailed: stale };
  }
}
