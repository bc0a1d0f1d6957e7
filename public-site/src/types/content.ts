import type { Tables } from '../lib/database';

/** The rows the public site reads, named the way the pages speak of them. */
export type WelcomeSection = Tables<'welcome_section'>;
export type Announcement = Tables<'announcements'>;
export type ChurchEvent = Tables<'events'>;
export type Leader = Tables<'leaders'>;
export type Ministry = Tables<'ministries'>;
export type GalleryAlbum = Tables<'gallery_albums'>;
export type GalleryPhoto = Tables<'gallery_photos'>;
export type Notice = Tables<'notices'>;
export type Milestone = Tables<'milestones'>;
export type Sermon = Tables<'sermons'>;
export type SermonPresentation = Tables<'sermon_presentations'>;

export type GalleryAlbumWithPhotos = GalleryAlbum & { gallery_photos: GalleryPhoto[] };
export type SermonWithPresentations = Sermon & { sermon_presentations: SermonPresentation[] };
export type ContactMessageInput = Pick<
  Tables<'contact_messages'>,
  'name' | 'email' | 'phone' | 'subject' | 'message'
>;
