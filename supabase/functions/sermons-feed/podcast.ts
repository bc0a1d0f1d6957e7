// The sermons as a podcast: RSS 2.0 with Apple's iTunes namespace, carrying every tag Apple Podcasts
// requires of a show and of an episode, and the owner and type tags it recommends.
import { XMLBuilder } from 'fast-xml-parser';
import type { Church } from '../_shared/church.ts';
import { parsePictureMeta, renditionUrl } from '../_shared/picture-renditions.ts';
import type { SermonText } from '../_shared/sermon.ts';

/** public.podcast_settings, as visitors read it. */
export interface PodcastSettings {
  title: string;
  description: string;
  author: string;
  artwork_url: string | null;
  artwork_meta: unknown;
  language: string;
  explicit: boolean;
  updated_at: string;
}

/** A published sermon with an uploaded recording (the columns the feed reads). */
export interface PodcastSermon extends SermonText {
  id: string;
  audio_url: string;
  audio_size_bytes: number;
  audio_mime_type: string;
  audio_duration_seconds: number;
  updated_at: string;
}

export interface PodcastOptions {
  settings: PodcastSettings;
  church: Church | undefined;
  sermons: PodcastSermon[];
  siteUrl: string;
  feedUrl: string;
  lastChange: Date;
}

/** Apple's category for a church's sermons: Religion & Spirituality › Christianity. */
export const PODCAST_CATEGORY = { parent: 'Religion & Spirituality', child: 'Christianity' };

/** Stable for as long as the sermon exists, whatever is edited: podcast apps key downloads on it. */
export const episodeGuid = (id: string) => `sermon-${id}@piwc-asokwa`;

/** A sermon's date as a publication time: noon on the day it was preached (the date is what matters). */
const pubDate = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

function episodeDescription(s: PodcastSermon): string {
  const byline = [s.preacher, s.scripture, s.series && `Series: ${s.series}`].filter(Boolean).join(' · ');
  return [s.summary, byline].filter(Boolean).join('\n\n') || s.title;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});

/**
 * The square image podcast apps show: the chosen picture's `podcast` rendition (1400 px) when it was made,
 * else the picture itself (the seed's is a 3000 px square already).
 */
export function artworkUrl(settings: PodcastSettings): string | null {
  if (!settings.artwork_url) return null;
  const made = parsePictureMeta(settings.artwork_meta)?.named?.includes('podcast');
  return made ? renditionUrl(settings.artwork_url, 'podcast') : settings.artwork_url;
}

export function buildPodcastFeed({
  settings,
  church,
  sermons,
  siteUrl,
  feedUrl,
  lastChange,
}: PodcastOptions): string {
  const explicit = settings.explicit ? 'true' : 'false';
  const artwork = artworkUrl(settings);
  const channel = {
    title: settings.title,
    link: `${siteUrl}/sermons`,
    description: settings.description,
    language: settings.language,
    copyright: `© ${lastChange.getUTCFullYear()} ${church?.fullTitle ?? settings.author}`,
    lastBuildDate: lastChange.toUTCString(),
    'atom:link': { '@_href': feedUrl, '@_rel': 'self', '@_type': 'application/rss+xml' },
    'itunes:author': settings.author,
    'itunes:summary': settings.description,
    'itunes:type': 'episodic',
    ...(church?.email && {
      'itunes:owner': { 'itunes:name': church.fullTitle, 'itunes:email': church.email },
    }),
    ...(artwork && {
      'itunes:image': { '@_href': artwork },
      image: { url: artwork, title: settings.title, link: `${siteUrl}/sermons` },
    }),
    'itunes:category': {
      '@_text': PODCAST_CATEGORY.parent,
      'itunes:category': { '@_text': PODCAST_CATEGORY.child },
    },
    'itunes:explicit': explicit,
    item: sermons.map((s) => ({
      title: s.title,
      description: episodeDescription(s),
      'itunes:summary': episodeDescription(s),
      link: `${siteUrl}/sermons/${s.id}`,
      guid: { '@_isPermaLink': 'false', '#text': episodeGuid(s.id) },
      pubDate: pubDate(s.preached_on),
      enclosure: {
        '@_url': s.audio_url,
        '@_length': String(s.audio_size_bytes),
        '@_type': s.audio_mime_type,
      },
      'itunes:duration': String(s.audio_duration_seconds),
      ...(s.preacher && { 'itunes:author': s.preacher }),
      'itunes:explicit': explicit,
      'itunes:episodeType': 'full',
    })),
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({
    rss: {
      '@_version': '2.0',
      '@_xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel,
    },
  })}`;
}
