/** Third-party players the sermon page embeds (public-site/src/features/sermons/components/sermon-media.tsx). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The shell's Content-Security-Policy, from its runtime config: scripts only from the shell and the
 * remotes (Module Federation loads remote entries and chunks as <script> from their origins), data
 * only from those and the Supabase URL (http and ws for Realtime). Styles allow 'unsafe-inline'
 * because Radix and sonner set style attributes; scripts never do.
 */
export function contentSecurityPolicy(appConfig) {
  const remotes = [
    ...new Set(
      Object.values(appConfig?.remotes ?? {})
        .map(originOf)
        .filter(Boolean),
    ),
  ];
  const supabase = originOf(appConfig?.supabaseUrl ?? '');
  const api = supabase ? [supabase, supabase.replace(/^http/, 'ws')] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...(supabase ? [supabase] : [])],
    // Sermon audio/video links may point at any https host (the admin form accepts any https URL); media cannot run script.
    'media-src': ["'self'", 'blob:', 'https:', ...(supabase ? [supabase] : [])],
    'connect-src': ["'self'", ...remotes, ...api],
    'frame-src': VIDEO_PLAYERS,
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
