import type { StoredPicture } from '../api/find-pictures';

/** How a picture is named to the admin: its file in storage (or its link), and where it is shown. */
export function pictureName({ path, url, rows }: StoredPicture): string {
  const places = [...new Set(rows.map((row) => row.table.replace(/_/g, ' ')))].join(', ');
  return `${path ?? url} (${places})`;
}
