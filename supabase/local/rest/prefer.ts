import { pgrstError } from './errors.ts';

export type CountMode = 'exact' | 'planned' | 'estimated';

/** The `Prefer` header as PostgREST reads it (src/PostgREST/ApiRequest/Preferences.hs); the first of a kind wins. */
export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: CountMode;
  tx?: 'commit' | 'rollback';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  timezone?: string;
  maxAffected?: number;
  /** Preferences it does not know, as written. */
  invalid: string[];
}

const KNOWN: Record<string, Record<string, string>> = {
  resolution: { 'merge-duplicates': 'merge-duplicates', 'ignore-duplicates': 'ignore-duplicates' },
  return: { representation: 'representation', minimal: 'minimal', 'headers-only': 'headers-only' },
  count: { exact: 'exact', planned: 'planned', estimated: 'estimated' },
  tx: { commit: 'commit', rollback: 'rollback' },
  missing: { default: 'default', null: 'null' },
  handling: { strict: 'strict', lenient: 'lenient' },
};

/**
 * Hosted Supabase runs PostgREST with db-tx-end=commit, so `tx=` is recognised but never applied; `timezone=`
 * counts only when PostgreSQL knows the zone.
 */
export function parsePrefer(
  header: string | string[] | undefined,
  {
    txOverride = false,
    isTimezone = () => false,
  }: { txOverride?: boolean; isTimezone?: (zone: string) => boolean } = {},
): Preferences {
  const out: Preferences = { invalid: [] };
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=');
    const [key, value] = eq < 0 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)];
    const known = KNOWN[key]?.[value];
    if (known) {
      if (key === 'tx' && !txOverride) continue;
      const slot = key as 'resolution' | 'return' | 'count' | 'tx' | 'missing' | 'handling';
      (out as unknown as Record<string, string>)[slot] ??= known;
    } else if (key === 'timezone' && isTimezone(value)) out.timezone ??= value;
    else if (key === 'max-affected' && /^\d+$/.test(value)) out.maxAffected ??= Number(value);
    else out.invalid.push(part);
  }
  return out;
}

/** `handling=strict` refuses what it does not recognise (PGRST122). */
export function checkStrict(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length) {
    throw pgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    );
  }
}

/** The Preference-Applied header: what was honoured, in PostgREST's order. */
export function appliedHeader(prefs: Preferences, applied: { resolution: boolean }): Record<string, string> {
  const values = [
    applied.resolution && prefs.resolution && `resolution=${prefs.resolution}`,
    prefs.missing && `missing=${prefs.missing}`,
    prefs.return && `return=${prefs.return}`,
    prefs.count && `count=${prefs.count}`,
    prefs.tx && `tx=${prefs.tx}`,
    prefs.handling && `handling=${prefs.handling}`,
    prefs.timezone && `timezone=${prefs.timezone}`,
    prefs.handling === 'strict' && prefs.maxAffected !== undefined && `max-affected=${prefs.maxAffected}`,
  ].filter(Boolean);
  return values.length ? { 'Preference-Applied': values.join(', ') } : {};
}
