import type { WorkboxPlugin } from 'workbox-core';

/**
 * Fetches a `no-cors` request (a script, style or picture from another origin) in `cors` mode. Its answer is
 * then a readable response: the worker can keep it at its real size and check its status. An opaque one counts
 * several megabytes against the site's storage quota in Chromium, and a failed one cannot be told from a good
 * one. Every origin the worker keeps files of (the public site's host, Supabase Storage) answers CORS.
 */
export const corsModePlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};
