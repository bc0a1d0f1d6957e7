/**
 * Every Storage bucket the apps use, with its limits: the one source in the apps for what
 * `supabase/migrations/*_storage_buckets.sql` creates. `supabase/tests/db/bucket-rules.test.ts` proves the
 * two equal, so a bucket or a type added on one side only fails the tests. Add a new bucket (or a new
 * variant folder of one) here and in a migration together. The server enforces these limits; the forms
 * check first so a volunteer learns why before waiting for an upload.
 */
export interface BucketRules {
  id: string;
  /** Readable by anyone at its public URL (no signed URLs needed). */
  public: boolean;
  maxBytes: number;
  /** MIME type → the extensions a browser may report it under. */
  types: Readonly<Record<string, readonly string[]>>;
  /** How the allowed types are named to people. */
  typeNames: string;
}

const MB = 1024 * 1024;

export const BUCKETS = {
  images: {
    id: 'images',
    public: true,
    maxBytes: 10 * MB,
    types: {
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
      'image/webp': ['.webp'],
      'image/gif': ['.gif'],
      'image/avif': ['.avif'],
    },
    typeNames: 'JPEG, PNG, WebP, GIF or AVIF',
  },
  'sermon-presentations': {
    id: 'sermon-presentations',
    public: true,
    maxBytes: 50 * MB,
    types: {
      'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
      'application/vnd.ms-powerpoint': ['.ppt'],
      'application/pdf': ['.pdf'],
      'application/vnd.oasis.opendocument.presentation': ['.odp'],
      'application/vnd.apple.keynote': ['.key'],
      // What older Keynote versions and some browsers report for a .key file.
      'application/x-iwork-keynote-sffkey': ['.key'],
    },
    typeNames: 'PowerPoint (.pptx, .ppt), PDF, OpenDocument (.odp) or Keynote (.key)',
  },
  // A sermon's recording (supabase/migrations/20261207100100_sermon_audio_and_podcast.sql).
  'sermon-audio': {
    id: 'sermon-audio',
    public: true,
    maxBytes: 50 * MB,
    types: {
      'audio/mpeg': ['.mp3'],
      // What browsers report for an .m4a file: either name.
      'audio/x-m4a': ['.m4a'],
      'audio/mp4': ['.m4a'],
    },
    typeNames: 'MP3 or M4A',
  },
} as const satisfies Record<string, BucketRules>;

export type BucketId = keyof typeof BUCKETS;
export const IMAGES: BucketRules = BUCKETS.images;
export const PRESENTATIONS: BucketRules = BUCKETS['sermon-presentations'];
export const SERMON_AUDIO: BucketRules = BUCKETS['sermon-audio'];
