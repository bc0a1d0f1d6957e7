import { RESPONSIVE_IMAGE_WIDTHS } from '../../../shared-ui/src/constants';
import { PUBLIC_RENDER } from '../../../shared-ui/src/data/storage/storage-paths';
import { connectionSavesData, type ConnectionFacts } from '../../../shared-ui/src/lib/save-data';
import {
  VARIANT_FORMAT,
  variantObjectName,
  variantUrl,
} from '../../../supabase/functions/_shared/picture-renditions.ts';

/**
 * Light on data (#26): a visitor who asked to save data (Chrome's Save-Data, or a 2G connection) gets each
 * picture one stored size smaller. The pages are not told: they ask as always (their first load has no room
 * for more code), and the worker, which sees every picture request, answers with the lighter copy.
 */

/** The quality a picture rendered on request is asked for at, when the visitor saves data. */
export const SAVE_DATA_QUALITY = 40;

/** True when the request says `Save-Data: on`, or the connection (the worker's own by default) saves data or is 2G. */
export function savesData(headers: Headers, connection?: ConnectionFacts): boolean {
  return headers.get('save-data')?.trim().toLowerCase() === 'on' || connectionSavesData(connection);
}

/** The stored width just below `width`, if any. */
const smallerWidth = (width: number): number | undefined =>
  RESPONSIVE_IMAGE_WIDTHS.filter((w) => w < width).at(-1);

const VARIANT_FILE = new RegExp(`^(.+)\\.(\\d+)w\\.${VARIANT_FORMAT.extension}$`);

/** A stored variant's URL → the same picture's next smaller variant; null for any other file or the smallest. */
function smallerVariant(url: URL): string | null {
  const slash = url.pathname.lastIndexOf('/');
  const file = url.pathname.slice(slash + 1);
  const match = VARIANT_FILE.exec(file);
  if (!match) return null;
  const width = Number(match[2]);
  // Any stand-in with the variant's extension names the same stem (picture-renditions.ts strips it).
  const original = `${match[1]}.${VARIANT_FORMAT.extension}`;
  if (variantObjectName(original, width) !== file) return null;
  const smaller = smallerWidth(width);
  if (smaller === undefined) return null;
  return variantUrl(`${url.origin}${url.pathname.slice(0, slash + 1)}${original}`, smaller);
}

/** A render URL → the next smaller width at SAVE_DATA_QUALITY at most; null when it is already as light. */
function lighterRender(url: URL): string | null {
  const width = Number(url.searchParams.get('width'));
  const quality = Number(url.searchParams.get('quality'));
  const lighter = new URL(url);
  const smaller = width ? smallerWidth(width) : undefined;
  if (smaller !== undefined) lighter.searchParams.set('width', String(smaller));
  if (!quality || quality > SAVE_DATA_QUALITY) lighter.searchParams.set('quality', String(SAVE_DATA_QUALITY));
  return lighter.href === url.href ? null : lighter.href;
}

/**
 * The lighter copy to ask for in place of the picture at `url`: a stored variant's next smaller variant, or a
 * render URL's next smaller width at a lower quality. Null when there is none (an original, the smallest
 * variant, a placeholder): the picture asked for is fetched.
 */
export function lighterPictureUrl(url: URL): string | null {
  if (url.pathname.includes(PUBLIC_RENDER)) return lighterRender(url);
  return smallerVariant(url);
}

/**
 * Answers a picture request for a visitor saving data: the picture asked for if this device has it already
 * (it costs nothing), else its lighter copy (kept like any picture), else, when that is missing or fails, the
 * picture asked for.
 */
export async function answerSavingData(
  request: Request,
  cacheName: string,
  handle: (request: Request) => Promise<Response>,
): Promise<Response> {
  const lighter = lighterPictureUrl(new URL(request.url));
  if (!lighter) return handle(request);
  const kept = await caches.match(request, { cacheName });
  if (kept) return kept;
  try {
    const response = await handle(
      new Request(lighter, { mode: request.mode, credentials: request.credentials }),
    );
    if (response.ok) return response;
  } catch {
    // Not stored, or not reachable: the picture asked for is the answer.
  }
  return handle(request);
}
