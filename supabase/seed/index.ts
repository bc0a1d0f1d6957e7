import type { Queryable } from '../db/database.ts';
import { ensureDevUsers } from '../db/dev-users.ts';
import { recordPictureMeta } from '../db/picture-columns.ts';
import { insertRow as insert } from '../db/rows.ts';
import { publicObjectUrl, storeObject } from '../db/storage-objects.ts';
import * as content from './content.ts';
import type { NamedRendition } from '../functions/_shared/picture-renditions.ts';
import { renderOdp, renderPdf } from './files.ts';
import type { PictureSpec } from './pictures.ts';
import { chimeRecording } from './audio.ts';
import { cachedPicture } from './picture-cache.ts';
import { cachedPreparation } from './prepared-picture-cache.ts';
import { podcastArtwork } from './podcast-artwork.ts';

/** Bump when the seed's content changes in a way an existing data folder should not silently keep. */
export const SEED_VERSION = '2';

export interface SeedOptions {
  storageDir: string;
  /** The moment dates are relative to (tests pin it). */
  now?: Date;
  env?: NodeJS.ProcessEnv;
}

const PDF = 'application/pdf';
const ODP = 'application/vnd.oasis.opendocument.presentation';

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
}

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

const SIZES = {
  wide: { width: 1920, height: 1080 },
  photo: { width: 1600, height: 1067 },
  portrait: { width: 800, height: 1000 },
  milestone: { width: 1200, height: 800 },
  thumbnail: { width: 1280, height: 720 },
} as const;

/** Fills in a one-row table that its migration created (church_settings, visit_page). */
async function updateSingleRow(db: Queryable, table: string, values: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(values);
  await db.query(
    `update public.${table} set ${columns.map((c, i) => `"${c}" = $${i + 1}`).join(', ')}`,
    columns.map((c) => (typeof values[c] === 'object' ? JSON.stringify(values[c]) : values[c])),
  );
}

/**
 * Seeds a believable church: content rows, the dev users, and generated pictures and presentation
 * files in storage. Image columns hold absolute public URLs built from SUPABASE_PUBLIC_URL.
 */
export async function seedDatabase(db: Queryable, opts: SeedOptions): Promise<void> {
  const now = opts.now ?? new Date();
  const env = opts.env ?? process.env;
  const pictures: { name: string; url: string; spec: PictureSpec; named: NamedRendition[] }[] = [];

  /** A generated picture (never with words in it); `shared` ones get the link-preview rendition too. */
  const picture = (
    folder: string,
    title: string,
    size: keyof typeof SIZES,
    { format = 'jpeg', shared = false }: { format?: PictureSpec['format']; shared?: boolean } = {},
  ): string => {
    const name = `${folder}/${slug(title)}.${format === 'jpeg' ? 'jpg' : format}`;
    const url = publicObjectUrl('images', name, env);
    const shape = size === 'portrait' ? 'portrait' : 'scene';
    pictures.push({
      name,
      url,
      spec: { shape, format, seed: pictures.length + 1, ...SIZES[size] },
      named: shared ? ['share'] : [],
    });
    return url;
  };
  /** The picture of an item with a page of its own, which a link to it previews with. */
  const sharedPicture = (folder: string, title: string, size: keyof typeof SIZES) =>
    picture(folder, title, size, { shared: true });

  await ensureDevUsers(db, env);

  await updateSingleRow(db, 'church_settings', content.churchSettings);
  await updateSingleRow(db, 'visit_page', content.visitPage);

  await insert(db, 'welcome_section', {
    ...content.welcome,
    image_url: picture('welcome', content.welcome.title, 'wide'),
  });

  for (const { published, ...a } of content.announcements(now)) {
    await insert(db, 'announcements', {
      ...a,
      published: published ?? true,
      image_url: sharedPicture('announcements', a.title, 'photo'),
    });
  }

  for (const { published, exceptions, ...e } of content.events(now)) {
    const eventId = await insert(db, 'events', {
      ...e,
      published: published ?? true,
      image_url: sharedPicture('events', e.title, 'photo'),
    });
    for (const exception of exceptions ?? [])
      await insert(db, 'event_exceptions', { ...exception, event_id: eventId });
  }

  for (const [i, { published, ...l }] of content.leaders.entries()) {
    const email = `${slug(l.name).replace(/^(pastor|elder|deacon|deaconess|bro|sis|mrs)-/, '')}@example.com`;
    await insert(db, 'leaders', {
      ...l,
      email,
      phone: `+233 24 000 ${String(1000 + i).padStart(4, '0')}`,
      display_order: i + 1,
      published: published ?? true,
      image_url: sharedPicture('leaders', l.name, 'portrait'),
    });
  }

  for (const [i, { published, ...m }] of content.ministries.entries()) {
    await insert(db, 'ministries', {
      ...m,
      display_order: i + 1,
      published: published ?? true,
      image_url: picture('ministries', m.name, 'photo', { format: 'webp' }),
    });
  }

  for (const [i, { photos, published, ...album }] of content.albums(now).entries()) {
    const urls = photos.map((caption) => picture(`gallery/${slug(album.title)}`, caption, 'photo'));
    const albumId = await insert(db, 'gallery_albums', {
      ...album,
      cover_image_url: urls[0],
      display_order: i + 1,
      published: published ?? true,
    });
    for (const [j, caption] of photos.entries()) {
      await insert(db, 'gallery_photos', {
        album_id: albumId,
        image_url: urls[j],
        caption,
        display_order: j + 1,
      });
    }
  }

  const noticeAttachment = 'notices/welfare-dues-schedule.pdf';
  await storeObject(db, opts.storageDir, {
    bucketId: 'sermon-presentations',
    name: noticeAttachment,
    mimetype: PDF,
    data: renderPdf('Welfare dues schedule', [
      [
        'Welfare dues schedule',
        'Adults: GH₵ 20 per quarter',
        'Students: GH₵ 5 per quarter',
        'Pay at the finance desk',
      ].map((line) => line.replace('₵', 'C')),
    ]),
  });
  for (const { attachment, published, ...n } of content.notices(now)) {
    await insert(db, 'notices', {
      ...n,
      published: published ?? true,
      image_url: n.pinned ? sharedPicture('notices', n.title, 'photo') : null,
      attachment_url: attachment ? publicObjectUrl('sermon-presentations', noticeAttachment, env) : null,
    });
  }

  for (const [i, { published, ...m }] of content.milestones.entries()) {
    await insert(db, 'milestones', {
      ...m,
      display_order: i + 1,
      published: published ?? true,
      image_url: i % 2 === 0 ? sharedPicture('milestones', `${m.year} ${m.title}`, 'milestone') : null,
    });
  }

  for (const [i, { slides, audio, published, ...s }] of content.sermons(now).entries()) {
    const recording = audio ? chimeRecording(i + 1) : undefined;
    const audioName = `${s.preached_on}/${slug(s.title)}.mp3`;
    if (recording) {
      await storeObject(db, opts.storageDir, {
        bucketId: 'sermon-audio',
        name: audioName,
        mimetype: recording.mimeType,
        data: recording.data,
      });
    }
    const sermonId = await insert(db, 'sermons', {
      ...s,
      published: published ?? true,
      thumbnail_url: sharedPicture('sermons', s.title, 'thumbnail'),
      ...(recording && {
        audio_url: publicObjectUrl('sermon-audio', audioName, env),
        audio_size_bytes: recording.data.length,
        audio_mime_type: recording.mimeType,
        audio_duration_seconds: recording.durationSeconds,
      }),
    });
    const deck = [
      [s.title, s.preacher, s.scripture, s.preached_on],
      ['Main points', ...(s.summary.match(/[^.;]+[.;]?/g) ?? [s.summary]).map((p) => p.trim())],
      ['Reflect this week', 'Read the passage each morning', 'Share one insight with your cell group'],
    ].map((lines) => lines.map((line) => line.replace(/[’‘]/g, "'").replace(/[–—]/g, '-')));
    const files = (slides ?? '').split('+').filter(Boolean);
    for (const kind of files) {
      const fileName = `${slug(s.title)}.${kind}`;
      const storagePath = `${s.preached_on}/${fileName}`;
      const mimeType = kind === 'pdf' ? PDF : ODP;
      const data = kind === 'pdf' ? renderPdf(s.title, deck) : renderOdp(deck);
      await storeObject(db, opts.storageDir, {
        bucketId: 'sermon-presentations',
        name: storagePath,
        mimetype: mimeType,
        data,
      });
      await insert(db, 'sermon_presentations', {
        sermon_id: sermonId,
        title: `${s.title} (slides${files.length > 1 ? `, ${kind.toUpperCase()}` : ''})`,
        storage_path: storagePath,
        file_name: fileName,
        file_size: data.length,
        mime_type: mimeType,
      });
    }
  }

  for (const message of content.contactMessages(now)) await insert(db, 'contact_messages', message);

  const artworkName = 'podcast/artwork.jpg';
  const artworkUrl = publicObjectUrl('images', artworkName, env);
  await insert(db, 'podcast_settings', { ...content.podcast, artwork_url: artworkUrl });

  // The seed ships prepared: each picture with its variants and placeholder, as an admin's upload stores them.
  const metaByUrl = new Map<string, unknown>();
  const storePrepared = async (
    name: string,
    url: string,
    data: Buffer,
    mimetype: string,
    named: NamedRendition[] = [],
  ) => {
    await storeObject(db, opts.storageDir, { bucketId: 'images', name, data, mimetype });
    const { meta, renditions } = await cachedPreparation(name, data, { named });
    for (const r of renditions)
      await storeObject(db, opts.storageDir, {
        bucketId: 'images',
        name: r.name,
        data: r.data,
        mimetype: r.mimeType,
      });
    metaByUrl.set(url, meta);
  };
  await inBatches(pictures, 4, async ({ name, url, spec, named }) =>
    storePrepared(
      name,
      url,
      await cachedPicture(spec),
      spec.format === 'jpeg' ? 'image/jpeg' : 'image/webp',
      named,
    ),
  );
  // Podcast apps fetch the artwork's `podcast` rendition (1400 px square), as for an admin's chosen picture.
  const artwork = await podcastArtwork(content.podcast.author, 'Sermons');
  await storePrepared(artworkName, artworkUrl, artwork, 'image/jpeg', ['podcast']);
  await recordPictureMeta(db, metaByUrl);
}
