// JSON-LD for search engines, typed with schema.org's own vocabulary (schema-dts). What each type must and
// should carry follows Google's structured-data guides (Event, Video, Article, Breadcrumb); the tests check it.
import type { Article, BreadcrumbList, Church, CreativeWork, Event, Person, Thing } from 'schema-dts';
import type { SermonText } from '../_shared/sermon.ts';
import { addressLine, type Site } from './site.ts';

const DAYS: Record<string, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** The church's node id: every other node points at it instead of repeating it. */
export const churchId = (site: Site) => `${site.url}/#church`;

/** The church, on every page: who, where, how to reach it, and its weekly services. */
export function church(site: Site, image: string): Exclude<Church, string> {
  const s = site.settings;
  const ref = { '@id': churchId(site) };
  return {
    '@type': 'Church',
    '@id': churchId(site),
    name: site.branchName,
    alternateName: site.fullTitle || undefined,
    url: `${site.url}/`,
    logo: site.logoUrl,
    image,
    telephone: s?.phone ?? undefined,
    hasMap: s?.map_url ?? undefined,
    address: addressLine(s)
      ? {
          '@type': 'PostalAddress',
          streetAddress: s?.street_address ?? undefined,
          addressLocality: s?.locality ?? undefined,
          addressRegion: s?.region ?? undefined,
          postalCode: s?.ghanapost_gps ?? undefined,
          addressCountry: 'GH',
        }
      : undefined,
    geo:
      s?.latitude != null && s.longitude != null
        ? { '@type': 'GeoCoordinates', latitude: s.latitude, longitude: s.longitude }
        : undefined,
    sameAs: s?.social_links.map((link) => link.url),
    // Weekly services as recurring events: they have a start time but no set end, which opening hours need.
    event: s?.service_times.map((service): Event => ({
      '@type': 'Event',
      name: service.name,
      description: service.note,
      eventSchedule: {
        '@type': 'Schedule',
        byDay: service.days.map((day) => `https://schema.org/${DAYS[day]}`),
        startTime: service.time,
        repeatFrequency: 'P1W',
        scheduleTimezone: 'Africa/Accra',
      },
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: ref,
      organizer: ref,
    })),
  };
}

/** Home › … › this page. `trail` is every step after Home, the last one being this page. */
export function breadcrumbs(site: Site, trail: { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: `${site.url}${step.path}`,
    })),
  };
}

/** A wall-clock time in Accra with its offset ("2026-12-12T18:00:00+00:00"), as Google asks for event times. */
export function accraTime(iso: string): string {
  const date = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Accra',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  const offset = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${sign}${hhmm}`;
}

export interface EventFacts {
  title: string;
  description: string | null;
  location: string | null;
  starts_at: string;
  ends_at: string | null;
  cancelled: boolean;
}

export function event(site: Site, e: EventFacts, url: string, image: string): Event {
  return {
    '@type': 'Event',
    name: e.title,
    description: e.description ?? undefined,
    url,
    image: [image],
    startDate: accraTime(e.starts_at),
    endDate: e.ends_at ? accraTime(e.ends_at) : undefined,
    eventStatus: e.cancelled ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    // Held at the church unless it says otherwise; the place's name is the event's own.
    location: {
      '@type': 'Place',
      name: e.location ?? site.branchName,
      address: addressLine(site.settings) || site.branchName,
    },
    organizer: { '@type': 'Organization', '@id': churchId(site), name: site.branchName, url: `${site.url}/` },
    isAccessibleForFree: true,
    offers: {
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'GHS',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

export interface SermonFacts extends SermonText {
  audio_url: string | null;
  video_url: string | null;
}

/**
 * A sermon as what it is: a video when it has one (Google's video results), an episode of the church's
 * podcast when it has audio, else a written work.
 */
export function sermon(site: Site, s: SermonFacts, url: string, image: string): Thing {
  const common = {
    name: s.title,
    description: s.summary ?? undefined,
    url,
    author: s.preacher ? ({ '@type': 'Person', name: s.preacher } satisfies Person) : undefined,
    publisher: { '@id': churchId(site) },
    about: s.scripture ?? undefined,
    isPartOf: s.series ? { '@type': 'CreativeWorkSeries' as const, name: s.series } : undefined,
    inLanguage: 'en',
  };
  if (s.video_url) {
    return {
      '@type': 'VideoObject',
      ...common,
      thumbnailUrl: [image],
      uploadDate: s.preached_on,
      embedUrl: s.video_url,
    };
  }
  if (s.audio_url) {
    return {
      '@type': 'PodcastEpisode',
      ...common,
      datePublished: s.preached_on,
      image,
      associatedMedia: { '@type': 'AudioObject', contentUrl: s.audio_url },
    };
  }
  return { '@type': 'CreativeWork', ...common, datePublished: s.preached_on, image } satisfies CreativeWork;
}

/** Announcements and notices: news the church published. */
export function article(
  site: Site,
  a: { title: string; published: string; modified: string; description: string },
  url: string,
  image: string,
): Article {
  const ref = { '@id': churchId(site) };
  return {
    '@type': 'Article',
    headline: a.title.slice(0, 110),
    description: a.description,
    url,
    image: [image],
    datePublished: accraTime(a.published),
    dateModified: accraTime(a.modified),
    author: { '@type': 'Organization', '@id': churchId(site), name: site.branchName, url: `${site.url}/` },
    publisher: ref,
  };
}

export function person(
  site: Site,
  p: { name: string; role: string | null; bio: string | null },
  url: string,
  image: string,
): Person {
  return {
    '@type': 'Person',
    name: p.name,
    jobTitle: p.role ?? undefined,
    description: p.bio ?? undefined,
    url,
    image,
    worksFor: { '@id': churchId(site) },
  };
}
