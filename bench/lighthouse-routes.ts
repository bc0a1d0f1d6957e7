import { serviceRest } from '../e2e/fixtures/public-site';
import { PUBLIC_ROUTES } from '../e2e/fixtures/public-routes';
import {
  announcementsDomain,
  eventsDomain,
  galleryPhotosTable,
  leadersDomain,
  milestonesDomain,
  noticesDomain,
  sermonsDomain,
} from '../shared-ui/src/data/domains';

/** The domains with a page of their own per row (`/<segment>/:id`, the route public-site's router gives them). */
const DETAIL_DOMAINS = [
  eventsDomain,
  sermonsDomain,
  announcementsDomain,
  noticesDomain,
  leadersDomain,
  milestonesDomain,
];

/** A word the seed's content has (the Sunday service), so the search page shows results. */
export const SEARCH_ROUTE = '/search?q=worship';

/**
 * P3's routes: every public list route, one detail page of each kind (its row read from the seed as
 * e2e/tests/public-details.spec.ts reads it), a gallery album's photo in the image viewer (albums have no page of
 * their own; a ministry's link is an anchor on /ministries, already audited), a search with results and /visit.
 */
export async function lighthouseRoutes(api: string): Promise<string[]> {
  const details: string[] = [];
  for (const { table, publicPaths } of DETAIL_DOMAINS) {
    const [row] = await serviceRest(`${table}?published=eq.true&order=created_at.desc&limit=1`, {}, api);
    if (!row) throw new Error(`the seed has no published ${table} row`);
    details.push(publicPaths.of(row));
  }
  const [photo] = await serviceRest(
    'gallery_photos?select=id,album_id,gallery_albums!inner(published)&gallery_albums.published=eq.true&order=display_order&limit=1',
    {},
    api,
  );
  if (!photo) throw new Error('the seed has no photo in a published album');
  details.push(galleryPhotosTable.publicPath({ id: photo.id, album_id: String(photo.album_id) }));
  return [...PUBLIC_ROUTES, ...details, SEARCH_ROUTE, '/visit'];
}
