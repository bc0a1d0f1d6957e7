/** A photo's text alternative: its caption, or where it sits in its album. */
export function photoAlt(albumTitle: string, photo: { caption: string | null }, index: number): string {
  return photo.caption ?? `${albumTitle}, photo ${index + 1}`;
}
