// What a response body is made of: the media types PostgREST offers (references/api/resource_representation).
import { pgrstError } from './errors.ts';

export type Media = { kind: 'array' | 'object' | 'csv'; stripNulls: boolean };

const OFFERED: Record<string, Media> = {
  'application/json': { kind: 'array', stripNulls: false },
  'application/vnd.pgrst.array+json': { kind: 'array', stripNulls: false },
  'application/vnd.pgrst.object+json': { kind: 'object', stripNulls: false },
  'application/vnd.pgrst.object': { kind: 'object', stripNulls: false },
  'text/csv': { kind: 'csv', stripNulls: false },
  '*/*': { kind: 'array', stripNulls: false },
  'application/*': { kind: 'array', stripNulls: false },
};

/** An Accept header's media ranges, most wanted first (by quality, then order); q=0 ranges left out. */
function acceptedRanges(accept: string) {
  return accept
    .split(',')
    .map((range, order) => {
      const [type, ...params] = range.split(';').map((p) => p.trim());
      const q = Number(params.find((p) => p.startsWith('q='))?.slice(2) ?? 1);
      const stripped = params.includes('nulls=stripped');
      return { type: type!.toLowerCase(), q: Number.isNaN(q) ? 1 : q, stripped, order };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
}

const notAcceptable = (accept: string) =>
  pgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${accept
      .split(',')
      .map((r) => r.trim())
      .join(', ')}`,
  );

/** The media type for an Accept header, the first acceptable one by quality; none acceptable is 406 PGRST107. */
export function negotiate(accept: string | undefined): Media {
  if (!accept?.trim()) return OFFERED['application/json']!;
  for (const range of acceptedRanges(accept)) {
    const media = OFFERED[range.type];
    if (media && (!range.stripped || media.kind !== 'csv')) return { ...media, stripNulls: range.stripped };
  }
  throw notAcceptable(accept);
}

/** The OpenAPI root offers its document as OpenAPI or plain JSON only. */
export function negotiateOpenApi(accept: string | undefined): void {
  const offered = ['application/openapi+json', 'application/json', 'application/*', '*/*'];
  if (accept?.trim() && !acceptedRanges(accept).some((r) => offered.includes(r.type)))
    throw notAcceptable(accept);
}

export function contentType(media: Media): string {
  const stripped = media.stripNulls ? ';nulls=stripped' : '';
  if (media.kind === 'csv') return 'text/csv; charset=utf-8';
  if (media.kind === 'object') return `application/vnd.pgrst.object+json${stripped}; charset=utf-8`;
  return media.stripNulls
    ? 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8'
    : 'application/json; charset=utf-8';
}

/** SQL for the body over the rows of `_src` (a CTE): a JSON array (objects are cut from it), or CSV. */
export function bodySql(media: Media, rows = '_r'): string {
  if (media.kind === 'csv') {
    const header = `(select coalesce(string_agg(k, ','), '') from json_object_keys((select row_to_json(_h) from _src _h limit 1)) k)`;
    return `${header} || E'\\n' || coalesce(string_agg(substring(${rows}::text, 2, length(${rows}::text) - 2), E'\\n'), '')`;
  }
  const agg = `json_agg(${rows})`;
  return `coalesce(${media.stripNulls ? `json_strip_nulls(${agg})` : agg}, '[]')::text`;
}
