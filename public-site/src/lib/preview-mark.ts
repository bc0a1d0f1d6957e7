/** The query an admin's "Preview" link adds to an item's public address (admin-portal's content manager). */
export const PREVIEW_PARAM = 'preview';

/** Rows read for an admin's preview: the page marks them "Preview — not public yet". */
const previews = new WeakSet<object>();

export const isPreview = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && previews.has(data);

export function markPreview(row: unknown): void {
  if (typeof row === 'object' && row !== null) previews.add(row);
}

export const previewRequested = () =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).has(PREVIEW_PARAM);
