/** Which of an album's photos a viewer address (`?photo=`) shows: that one, or the first if it is not there. */
export const shownPhotoIndex = (photos: readonly { id: string }[], photoId: string | null): number =>
  Math.max(
    photos.findIndex((photo) => photo.id === photoId),
    0,
  );
