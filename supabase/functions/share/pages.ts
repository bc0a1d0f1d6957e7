// Which public page a path is, and what its preview says: title, description, picture and structured data.
// Only what a visitor may read is ever used (reads run as anon); anything else gets the site's own preview.
import type { Thing } from 'schema-dts';
import { LIST_PAGES, shortDescription, type Church } from '../_shared/public-pages.ts';
import {
  NAMED_RENDITIONS,
  parsePictureMeta,
  pictureMetaColumn,
  renditionUrl,
} from '../_shared/picture-renditions.ts';
import type { Env } from '../_shared/runtime.ts';
import { readRows, type Site } from './site.ts';
import * as ld from './structured-data.ts';

export interface Picture {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

export interface Preview {
  /** The page's own address (og:url and rel=canonical). */
  url: string;
  title: string;
  description: string;
  picture: Picture;
  type: 'website' | 'article' | 'profile';
  /** The page's JSON-LD besides the church's. */
  data: Thing[];
  /** false for an unknown, unpublished or scheduled item: the site's preview, and no indexing. */
  found: boolean;
}

type Row = Record<string, unknown> & { id: string; updated_at: string };
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** "When · where. What it is about.": the facts a preview leads with, then the item's own words. */
const factsThen = (facts: (string | null)[], body: unknown) =>
  [facts.filter(Boolean).join(' · '), text(body)].filter(Boolean).join('. ');

/** "Saturday, 12 December 2026, 6:00 pm", in Accra. */
export function spokenTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Accra',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(new Date(iso))
    .replace(' at ', ', ');
}

const spokenDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const eventFacts = (e: Row): ld.EventFacts => ({
  title: String(e.title),
  description: text(e.description),
  location: text(e.location),
  starts_at: String(e.starts_at),
  ends_at: text(e.ends_at),
  cancelled: e.cancelled === true || e.status === 'cancelled',
});

interface Described {
  title: string;
  description: string;
  type?: Preview['type'];
  data: (url: string, picture: string) => Thing;
}

/** A page that shows one item of a table: its address, its place in the site, and how it is described. */
export interface DetailPage {
  prefix: string;
  table: string;
  /** The list page the item belongs to: its breadcrumb says what that page calls itself (LIST_PAGES). */
  parent: string;
  /** The column holding the item's picture (its meta is beside it), where it is not `image_url`. */
  pictureColumn?: string;
  describe(row: Row, site: Site): Described;
}

export const DETAIL_PAGES: DetailPage[] = [
  {
    prefix: '/events/',
    table: 'events',
    parent: '/events',
    describe: (e, site) => ({
      title: String(e.title),
      description: factsThen([spokenTime(String(e.starts_at)), text(e.location)], e.description),
      data: (url, picture) => ld.event(site, eventFacts(e), url, picture),
    }),
  },
  {
    prefix: '/sermons/',
    table: 'sermons',
    pictureColumn: 'thumbnail_url',
    parent: '/sermons',
    describe: (s, site) => ({
      title: String(s.title),
      description: factsThen(
        [text(s.preacher), text(s.scripture), spokenDay(String(s.preached_on))],
        s.summary,
      ),
      type: 'article',
      data: (url, picture) => ld.sermon(site, s as unknown as ld.SermonFacts, url, picture),
    }),
  },
  ...(['announcements', 'notices'] as const).map((table): DetailPage => ({
    prefix: `/${table}/`,
    table,
    parent: `/${table}`,
    describe: (a, site) => {
      const description = text(a.summary) ?? String(a.content ?? '');
      return {
        title: String(a.title),
        description,
        type: 'article',
        data: (url, picture) =>
          ld.article(
            site,
            {
              title: String(a.title),
              published: String(a.publish_at ?? a.created_at),
              modified: a.updated_at,
              description: shortDescription(description),
            },
            url,
            picture,
          ),
      };
    },
  })),
  {
    prefix: '/leader/',
    table: 'leaders',
    parent: '/about',
    describe: (l, site) => ({
      title: String(l.name),
      description: text(l.bio) ?? [text(l.role), text(l.ministry)].filter(Boolean).join(', '),
      type: 'profile',
      data: (url, picture) =>
        ld.person(site, { name: String(l.name), role: text(l.role), bio: text(l.bio) }, url, picture),
    }),
  },
  {
    prefix: '/milestone/',
    table: 'milestones',
    parent: '/about',
    describe: (m) => ({
      title: `${m.year}: ${m.title}`,
      description: text(m.description) ?? `${m.title} (${m.year}), a milestone in our church’s story.`,
      data: () => ({ '@type': 'CreativeWork', name: `${m.year}: ${m.title}` }),
    }),
  },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHARE = NAMED_RENDITIONS.share;

/**
 * The item's own 1200×630 rendition when its picture has one (the row's meta says so: it was made when the
 * picture was stored); otherwise the site's card. Never a picture made on request: the Free plan has none.
 */
function pictureFor(row: Row | null, column: string, alt: string, site: Site): Picture {
  const url = row?.[column];
  const meta = row && parsePictureMeta(row[pictureMetaColumn(column)]);
  const own = typeof url === 'string' && meta?.named?.includes('share') ? renditionUrl(url, 'share') : null;
  return {
    url: own ?? `${site.url}/share-card.jpg`,
    width: SHARE.width,
    height: SHARE.height,
    type: SHARE.mimeType,
    alt,
  };
}

export const churchFacts = (site: Site): Church => ({
  branchName: site.branchName,
  fullTitle: site.fullTitle,
  place: site.settings?.locality ?? '',
});

/** The site's own preview: the home page's words, its card, and no claim to be the page asked for. */
async function sitePreview(site: Site, path: string, found: boolean): Promise<Preview> {
  const page = LIST_PAGES[path] ?? LIST_PAGES['/']!;
  const { title, description } = page(churchFacts(site));
  return {
    url: `${site.url}${found ? path : '/'}`,
    title,
    description,
    picture: pictureFor(null, '', site.branchName, site),
    type: 'website',
    data: [],
    found,
  };
}

/** The preview of the public page at `path` ("/events/…"), as a visitor may see it now. */
export async function previewOf(env: Env, site: Site, path: string): Promise<Preview> {
  if (path in LIST_PAGES) return sitePreview(site, path, true);
  const page = DETAIL_PAGES.find((p) => path.startsWith(p.prefix));
  const id = page && path.slice(page.prefix.length);
  if (!page || !id || !UUID.test(id)) return sitePreview(site, path, false);
  const [row] = await readRows<Row>(env, page.table, { select: '*', id: `eq.${id}`, published: 'eq.true' });
  if (!row) return sitePreview(site, path, false);
  const item = page.describe(row, site);
  const url = `${site.url}${path}`;
  const picture = pictureFor(row, page.pictureColumn ?? 'image_url', item.title, site);
  const parent = { name: LIST_PAGES[page.parent]!(churchFacts(site)).title, path: page.parent };
  return {
    url,
    title: item.title,
    description: shortDescription(item.description || item.title, 200),
    picture,
    type: item.type ?? 'website',
    data: [item.data(url, picture.url), ld.breadcrumbs(site, [parent, { name: item.title, path }])],
    found: true,
  };
}
