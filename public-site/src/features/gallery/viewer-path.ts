/** The shareable address of one photo in the full-screen viewer. */
export function viewerPath(albumId: string, photoId: string): string {
  return `/image-viewer?${new URLSearchParams({ album: albumId, photo: photoId })}`;
}
