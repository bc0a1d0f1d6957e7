import { describe, expect, it } from 'vitest';
import { ASSET_HASH_LENGTH } from '../../../scripts/lib/cache-policy.mjs';
import { deploymentOf, isSignedIn, remoteRoot, requestRule, type RequestFacts } from './request-rules';

/** A content hash of the length the builds write. */
const HASH = '9eb8d9465bbc327a'.slice(0, ASSET_HASH_LENGTH);

const SHELL = 'https://www.piwc-asokwa.org';
const deployment = deploymentOf({
  supabaseUrl: 'https://abc.supabase.co/',
  remotes: {
    publicSite: 'https://cdn.piwc-asokwa.org/public-site/0123456789ab/mf-manifest.json',
    adminPortal: 'https://cdn.piwc-asokwa.org/admin-portal/ba9876543210/mf-manifest.json',
  },
});
const jwt = (claims: object) => `Bearer x.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
const ANON = jwt({ role: 'anon', iss: 'supabase' });
const SIGNED_IN = jwt({ role: 'authenticated', sub: 'f1e2' });

function rule(href: string, extra: Partial<RequestFacts> = {}) {
  return requestRule(
    { url: new URL(href), method: 'GET', mode: 'cors', authorization: null, ...extra },
    SHELL,
    deployment,
  );
}

describe('the service worker’s rule per request', () => {
  it('fetches documents first, under every client route', () => {
    expect(rule(`${SHELL}/events/42`, { mode: 'navigate' })).toBe('document');
    expect(rule(`${SHELL}/admin/events`, { mode: 'navigate' })).toBe('document');
  });

  it('revalidates the runtime config and files not named by content; keeps hashed assets', () => {
    expect(rule(`${SHELL}/app-config.json`)).toBe('revalidated');
    expect(rule(`${SHELL}/logo.svg`)).toBe('revalidated');
    expect(rule(`${SHELL}/assets/main.${HASH}.js`)).toBe('immutable');
  });

  it('keeps the public site’s release files, revalidates its entry points at an address without a release', () => {
    const root = 'https://cdn.piwc-asokwa.org/public-site';
    expect(rule(`${root}/0123456789ab/mf-manifest.json`)).toBe('immutable');
    expect(rule(`${root}/0123456789ab/assets/47.${HASH}.js`)).toBe('immutable');
    // An earlier release still open in another tab.
    expect(rule(`${root}/fedcba987654/remoteEntry.js`)).toBe('immutable');
    const unreleased = deploymentOf({
      supabaseUrl: 'http://127.0.0.1:54321',
      remotes: {
        publicSite: 'http://127.0.0.1:3001/mf-manifest.json',
        adminPortal: 'http://127.0.0.1:3002/mf-manifest.json',
      },
    });
    const at = (href: string) =>
      requestRule(
        { url: new URL(href), method: 'GET', mode: 'cors', authorization: null },
        SHELL,
        unreleased,
      );
    expect(at('http://127.0.0.1:3001/mf-manifest.json')).toBe('revalidated');
    expect(at('http://127.0.0.1:3001/remoteEntry.js')).toBe('revalidated');
    expect(at(`http://127.0.0.1:3001/assets/12.${HASH}.js`)).toBe('immutable');
    expect(at(`http://127.0.0.1:3002/assets/12.${HASH}.js`)).toBeNull();
  });

  it('never keeps the admin portal', () => {
    expect(rule('https://cdn.piwc-asokwa.org/admin-portal/ba9876543210/mf-manifest.json')).toBeNull();
    expect(rule(`https://cdn.piwc-asokwa.org/admin-portal/ba9876543210/assets/3.${HASH}.js`)).toBeNull();
  });

  it('keeps a visitor’s reads, never a signed-in person’s, and only reads', () => {
    const read = 'https://abc.supabase.co/rest/v1/events?select=*&published=eq.true';
    expect(rule(read, { authorization: ANON })).toBe('content');
    expect(rule(read, { authorization: 'Bearer sb_publishable_abc' })).toBe('content');
    expect(rule(read)).toBe('content');
    expect(rule(read, { authorization: SIGNED_IN })).toBeNull();
    expect(rule(read, { method: 'POST', authorization: ANON })).toBeNull();
    expect(rule('https://abc.supabase.co/auth/v1/user', { authorization: ANON })).toBeNull();
    expect(rule('https://abc.supabase.co/functions/v1/team')).toBeNull();
  });

  it('keeps public pictures and their variants, not other buckets', () => {
    expect(rule('https://abc.supabase.co/storage/v1/object/public/images/events/harvest.480w.webp')).toBe(
      'picture',
    );
    expect(
      rule('https://abc.supabase.co/storage/v1/render/image/public/images/events/harvest.jpg?width=480'),
    ).toBe('picture');
    expect(rule('https://abc.supabase.co/storage/v1/object/public/sermon-presentations/a.pdf')).toBeNull();
    expect(rule('https://i.ytimg.com/vi/abc/hqdefault.jpg')).toBeNull();
  });
});

describe('helpers', () => {
  it('finds a remote’s folder above its release', () => {
    expect(remoteRoot('https://cdn.example.org/public-site/0123456789ab/mf-manifest.json')).toBe(
      'https://cdn.example.org/public-site/',
    );
    expect(remoteRoot('http://127.0.0.1:3001/mf-manifest.json')).toBe('http://127.0.0.1:3001/');
  });

  it('tells a signed-in token from the anon key', () => {
    expect(isSignedIn(SIGNED_IN)).toBe(true);
    expect(isSignedIn(ANON)).toBe(false);
    expect(isSignedIn('Bearer not-a-jwt')).toBe(false);
    expect(isSignedIn(null)).toBe(false);
  });

  it('refuses a config without the URLs it needs', () => {
    expect(() => deploymentOf({ supabaseUrl: 'x' })).toThrow('not a runtime config');
  });
});
