/** The shareable address of one photo in the full-screen viewer. */
export function viewerPath(albumId: string, photoId: string): string {
  return `/image-viewer?${new URLSearchParams({ album: albumId, photo: photoId })}`;
}

/** A photo's text alternative: its caption, or where it sits in its album. */
export function photoAlt(albumTitle: string, photo: { caption: string | null }, index: number): string {
  return photo.caption ?? `${albumTitle}, photo ${index + 1}`;
}
