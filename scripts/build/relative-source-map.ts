import { decode, encode } from '@jridgewell/sourcemap-codec';

interface RawSourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
  mappings: string;
}

const occurrences = (text: string, needle: string): number[] => {
  const at: number[] = [];
  for (let index = text.indexOf(needle); index !== -1; index = text.indexOf(needle, index + 1))
    at.push(index);
  return at;
};

/**
 * A source map with every occurrence of `root` (as written, and URL-encoded in data: URLs) replaced by ".".
 * Where a source's own text held the path, the columns after it on that line move left by the difference, so
 * the map still points at the same code in the rewritten text.
 */
export function relativeSourceMap(text: string, root: string): string {
  const forms = [root, encodeURIComponent(root)];
  if (!forms.some((form) => text.includes(form))) return text;
  const map = JSON.parse(text) as RawSourceMap;
  const shrink = root.length - 1;
  // Per source, per line: the columns at which the root starts.
  const starts = (map.sourcesContent ?? []).map((content) =>
    content?.includes(root) ? content.split('\n').map((line) => occurrences(line, root)) : null,
  );
  if (starts.some(Boolean)) {
    const lines = decode(map.mappings);
    for (const segments of lines)
      for (const segment of segments) {
        if (segment.length < 4) continue;
        const before = starts[segment[1]!]?.[segment[2]!]?.filter((start) => start < segment[3]!).length ?? 0;
        segment[3] = segment[3]! - before * shrink;
      }
    map.mappings = encode(lines);
  }
  const relative = (value: string) => forms.reduce((out, form) => out.split(form).join('.'), value);
  map.sources = map.sources.map(relative);
  if (map.sourcesContent) map.sourcesContent = map.sourcesContent.map((c) => (c === null ? c : relative(c)));
  return JSON.stringify(map);
}
