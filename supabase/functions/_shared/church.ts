import { addressLine, type AddressParts } from './church-address.ts';
import { readAsVisitor } from './public-read.ts';
import type { Env } from './runtime.ts';

/**
 * What the feeds say about the church: its name and logo from the site's runtime config (`church` in
 * /app-config.json, the identity the splash paints), its e-mail and address from the church_settings row the office
 * edits.
 */
export interface Church {
  branchName: string;
  fullTitle: string;
  email: string | null;
  /** "Plot 14, Asokwa Main Road, Asokwa, Kumasi, Ashanti Region", as the public pages write it; null when unset. */
  address: string | null;
  logoUrl: string | null;
}

interface SettingsRow extends AddressParts {
  email: string | null;
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
 * The church's name, logo, e-mail and address as the site shows them, read where each is kept and held for five
 * minutes per function instance.
 */
export async function readChurch(env: Env): Promise<Church> {
  const site = siteUrl(env);
  if (cached && cached.site === site && Date.now() - cached.at < CACHE_MS) return cached.church;
  const [config, settings] = await Promise.all([
    fetch(`${site}/app-config.json`, { headers: { Accept: 'application/json' } }),
    readAsVisitor<SettingsRow>(env, 'church_settings', {
      select: 'email,street_address,locality,region',
      limit: '1',
    }),
  ]);
  if (!config.ok) throw new Error(`${site}/app-config.json answered ${config.status}`);
  const { church } = (await config.json()) as { church?: Partial<Church> };
  if (!church?.branchName) throw new Error(`${site}/app-config.json has no church.branchName`);
  const row = settings[0];
  const result: Church = {
    branchName: church.branchName,
    fullTitle: church.fullTitle ?? church.branchName,
    email: row?.email ?? null,
    address: (row && addressLine(row)) || null,
    logoUrl: church.logoUrl ? new URL(church.logoUrl, `${site}/`).toString() : null,
  };
  cached = { at: Date.now(), site, church: result };
  return result;
}
