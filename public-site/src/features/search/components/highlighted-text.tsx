/** search_content marks each matched word with U+E000 before and U+E001 after it (never HTML). */
const MARKED = /\uE000([^\uE001]*)\uE001/g;

/** Text with the words the search matched in <mark>; the content is never parsed as HTML. */
export function HighlightedText({ text }: { text: string }) {
  const parts = text.split(MARKED);
  // split() with a capture group alternates: plain, matched, plain, matched, …
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))}</>;
}

/** The same text without its marks, e.g. for an accessible name. */
export const plainText = (text: string) => text.replace(/[\uE000\uE001]/g, '');
