import type { Env } from './runtime.ts';

/** What the feeds say about the church, from the site's runtime config (`church` in /app-config.json). */
export interface Church {
  branchName: string;
  fullTitle: string;
  email: string | null;
  logoUrl: string | null;
}

/** The public site's address: the feeds link back to it. */
export function siteUrl(env: Env): string {
  const url = env('SITE_URL');
  if (!url) throw new Error('SITE_URL (the public site, e.g. https://piwc-asokwa.org) must be set');
  return url.replace(/\/+$/, '');
}

const CACHE_MS = 5 * 60 * 1000;
let cached: { at: number; site: string; church: Church } | undefined;

/**
 * The church's name and e-mail as the site shows them: read from the deployed /app-config.json, the one
 * place they are kept, and held for five minutes per function instance.
 */
export async function readChurch(env: Env): Promise<Church> {
  const site = siteUrl(env);
  if (cached && cached.site === site && Date.now() - cached.at < CACHE_MS) return cached.church;
  const response = await fetch(`${site}/app-config.json`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${site}/app-config.json answered ${response.status}`);
  const { church } = (await response.json()) as { church?: Partial<Church> };
  if (!church?.branchName) throw new Error(`${site}/app-config.json has no church.branchName`);
  const absolute = (url?: string | null) => (url ? new URL(url, `${site}/`).toString() : null);
  const result: Church = {
    branchName: church.branchName,
    fullTitle: church.fullTitle ?? church.branchName,
    email: church.email ?? null,
    logoUrl: absolute(church.logoUrl),
  };
  cached = { at: Date.now(), site, church: result };
  return result;
}
