// What every preview needs to know about the church: its identity (the site's runtime config, which the splash
// paints before any read) and its details (the church_settings row the office edits).
import type { Env } from '../_shared/runtime.ts';

export interface ServiceTime {
  name: string;
  days: string[];
  time: string;
  note?: string;
}

/** The church_settings columns a preview uses (see the church_settings migration for their rules). */
export interface ChurchSettings {
  street_address: string | null;
  locality: string | null;
  region: string | null;
  ghanapost_gps: string | null;
  map_url: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  service_times: ServiceTime[];
  social_links: { label: string; url: string }[];
  updated_at: string;
}

export interface Site {
  /** The site's origin, without a trailing slash (SITE_URL). */
  url: string;
  branchName: string;
  fullTitle: string;
  logoUrl: string;
  settings: ChurchSettings | null;
}

/** A read as a visitor (the anon key), so row-level security decides what a preview may show. */
export async function readRows<T>(env: Env, table: string, query: Record<string, string>): Promise<T[]> {
  const key = env('SUPABASE_ANON_KEY') ?? '';
  const response = await fetch(`${env('SUPABASE_URL')}/rest/v1/${table}?${new URLSearchParams(query)}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Accept-Profile': 'public' },
  });
  if (!response.ok) throw new Error(`read ${table}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

const SETTINGS_COLUMNS =
  'street_address,locality,region,ghanapost_gps,map_url,latitude,longitude,phone,service_times,social_links,updated_at';

/** Kept for a minute: a crawler fetching several pages does not read the same row each time. */
const KEEP_MS = 60_000;
const cache = new Map<string, { at: number; site: Promise<Site> }>();

async function loadSite(env: Env): Promise<Site> {
  const url = (env('SITE_URL') ?? '').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(url))
    throw new Error('SITE_URL must be the site’s origin, e.g. https://piwc-asokwa.org');
  const [config, settings] = await Promise.all([
    fetch(`${url}/app-config.json`).then((r) =>
      r.ok ? r.json() : Promise.reject(new Error(`app-config.json: ${r.status}`)),
    ),
    readRows<ChurchSettings>(env, 'church_settings', { select: SETTINGS_COLUMNS, limit: '1' }),
  ]);
  const church = (config as { church?: Partial<Site> }).church ?? {};
  return {
    url,
    branchName: church.branchName ?? 'Our church',
    fullTitle: church.fullTitle ?? '',
    logoUrl: new URL(church.logoUrl ?? '/logo.svg', `${url}/`).href,
    settings: settings[0] ?? null,
  };
}

export function readSite(env: Env): Promise<Site> {
  const key = `${env('SITE_URL')} ${env('SUPABASE_URL')}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < KEEP_MS) return hit.site;
  const site = loadSite(env);
  cache.set(key, { at: Date.now(), site });
  // A failed read is not kept: the next request tries again.
  site.catch(() => cache.delete(key));
  return site;
}

/** The street address on one line, as the footer shows it. */
export const addressLine = (s: ChurchSettings | null) =>
  [s?.street_address, s?.locality, s?.region].filter(Boolean).join(', ');
