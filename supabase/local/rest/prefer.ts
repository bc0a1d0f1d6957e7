export interface Preferences {
  returnMode: 'representation' | 'minimal' | 'headers-only';
  count: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
}

/** `Prefer: return=representation, count=exact, …` (postgrest-js joins several values with ", "). */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const out: Preferences = { returnMode: 'minimal', count: false, missingDefault: false };
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(',')) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (key === 'return' && (value === 'representation' || value === 'minimal' || value === 'headers-only'))
      out.returnMode = value;
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated'))
      out.count = true;
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates'))
      out.resolution = value;
    else if (key === 'missing' && value === 'default') out.missingDefault = true;
  }
  return out;
}
