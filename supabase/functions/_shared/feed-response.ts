import { corsHeaders } from './cors.ts';

/** Feeds are read often and change rarely: apps may keep a copy for a few minutes and revalidate. */
const CACHE_CONTROL = 'public, max-age=300';

async function entityTag(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
  return `"${hex}"`;
}

/**
 * A feed document for GET or HEAD, with an ETag so a calendar or podcast app that already has this version
 * gets 304 and no body.
 */
export async function feedResponse(
  request: Request,
  body: string,
  contentType: string,
  extra: Record<string, string> = {},
): Promise<Response> {
  const etag = await entityTag(body);
  const headers = {
    ...corsHeaders,
    'Content-Type': contentType,
    'Cache-Control': CACHE_CONTROL,
    ETag: etag,
    ...extra,
  };
  const known = request.headers.get('if-none-match');
  if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}

/** Only GET and HEAD read a feed. */
export function refuseOtherMethods(request: Request): Response | undefined {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  return new Response(JSON.stringify({ error: 'method_not_allowed', message: 'Use GET.' }), {
    status: 405,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', Allow: 'GET, HEAD, OPTIONS' },
  });
}
