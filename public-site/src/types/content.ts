/**
 * Row shapes of the tables the public site reads (columns exactly as in supabase/migrations). Replace
 * with the generated `supabase/types/database.ts` once it exists.
 */
interface Row {
  id: string;
  created_at: string;
  updated_at: string;
}

export interface WelcomeSection extends Row {
  title: string;
  content: string;
  image_url: string | null;
  video_url: string | null;
}

export interface Announcement extends Row {
  title: string;
  summary: string | null;
  content: string;
  image_url: string | null;
  event_date: string | null;
  location: string | null;
  category: string | null;
  published_at: string;
}

export interface ChurchEvent extends Row {
  title: string;
  description: string | null;
  location: string | null;
  starts_at: string;
  ends_at: string | null;
  category: string | null;
  image_url: string | null;
}

export interface Leader extends Row {
  name: string;
  role: string | null;
  ministry: string | null;
  bio: string | null;
  image_url: string | null;
  email: string | null;
  phone: string | null;
  display_order: number;
}

export interface Ministry extends Row {
  name: string;
  summary: string | null;
  description: string | null;
  leader_name: string | null;
  schedule: string | null;
  age_group: string | null;
  image_url: string | null;
  display_order: number;
}

export interface GalleryPhoto extends Row {
  album_id: string;
  image_url: string;
  caption: string | null;
  display_order: number;
}

export interface GalleryAlbum extends Row {
  title: string;
  description: string | null;
  cover_image_url: string | null;
  album_date: string | null;
  display_order: number;
}

export interface GalleryAlbumWithPhotos extends GalleryAlbum {
  gallery_photos: GalleryPhoto[];
}

export interface Notice extends Row {
  title: string;
  summary: string | null;
  content: string;
  category: string | null;
  image_url: string | null;
  attachment_url: string | null;
  pinned: boolean;
  published_at: string;
  expires_at: string | null;
}

export interface Milestone extends Row {
  year: number;
  title: string;
  description: string | null;
  image_url: string | null;
  display_order: number;
}

export interface Sermon extends Row {
  title: string;
  preacher: string | null;
  preached_on: string;
  series: string | null;
  scripture: string | null;
  summary: string | null;
  audio_url: string | null;
  video_url: string | null;
  thumbnail_url: string | null;
}

export interface SermonPresentation extends Row {
  sermon_id: string;
  title: string;
  storage_path: string;
  file_name: string;
  file_size: number;
  mime_type: string;
}

export interface SermonWithPresentations extends Sermon {
  sermon_presentations: SermonPresentation[];
}

export interface ContactMessageInput {
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
}
