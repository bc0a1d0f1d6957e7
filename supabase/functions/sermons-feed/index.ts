// sermons-feed: the sermons with recordings as a podcast (RSS 2.0 + iTunes tags), GET with no token so
// podcast apps can fetch it. Read as a visitor, so row-level security decides which sermons are public.
//
// Environment: SUPABASE_URL, SUPABASE_ANON_KEY (set by Supabase), SITE_URL (the public site, a secret).
import { json } from '../_shared/cors.ts';
import { readChurch, siteUrl } from '../_shared/church.ts';
import { feedResponse, refuseOtherMethods } from '../_shared/feed-response.ts';
import { readAsVisitor } from '../_shared/public-read.ts';
import { runtimeEnv, serveOnDeno, type Env } from '../_shared/runtime.ts';
import { buildPodcastFeed, type PodcastSermon, type PodcastSettings } from './podcast.ts';

const SERMON_COLUMNS =
  'id,title,preacher,preached_on,series,scripture,summary,audio_url,audio_size_bytes,audio_mime_type,audio_duration_seconds,updated_at';

export function createHandler(env: Env) {
  return async (request: Request): Promise<Response> => {
    const refused = refuseOtherMethods(request);
    if (refused) return refused;
    const [settings] = await readAsVisitor<PodcastSettings>(env, 'podcast_settings', {
      select: '*',
      limit: '1',
    });
    if (!settings) {
      return json(503, {
        error: 'podcast_not_set_up',
        message:
          'The podcast has no title or description yet: an administrator sets them on the sermons page.',
      });
    }
    // Only uploaded recordings have the length and type an <enclosure> needs.
    const sermons = await readAsVisitor<PodcastSermon>(env, 'sermons', {
      select: SERMON_COLUMNS,
      audio_size_bytes: 'not.is.null',
      order: 'preached_on.desc,id.asc',
    });
    const church = await readChurch(env).catch((error: unknown) => {
      console.error('sermons-feed: church details unavailable', error);
      return undefined;
    });
    const body = buildPodcastFeed({
      settings,
      church,
      sermons,
      siteUrl: siteUrl(env),
      feedUrl: `${env('SUPABASE_URL')}/functions/v1/sermons-feed`,
      // The feed's build date is its last change, so an unchanged feed keeps its ETag and apps get 304.
      lastChange: new Date(Math.max(...[settings, ...sermons].map((row) => Date.parse(row.updated_at)))),
    });
    return feedResponse(request, body, 'application/rss+xml; charset=utf-8');
  };
}

export const handler = createHandler(runtimeEnv);

serveOnDeno(handler);
