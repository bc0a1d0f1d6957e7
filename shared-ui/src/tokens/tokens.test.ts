import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');
const token = (name: string): string => {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(css);
  if (!match) throw new Error(`--${name} is not a hex colour in tokens.css`);
  return match[1]!;
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

// [foreground, background, minimum]: 4.5 for text, 3 for focus rings, borders of controls and icons.
const PAIRS: [string, string, number][] = [
  ['color-text', 'color-bg', 4.5],
  ['color-text', 'color-surface', 4.5],
  ['color-text-muted', 'color-bg', 4.5],
  ['color-text-muted', 'color-surface', 4.5],
  ['color-text-muted', 'color-surface-sunken', 4.5],
  ['color-placeholder', 'color-surface', 4.5],
  ['color-disabled-text', 'color-disabled-bg', 4.5],
  ['color-brand', 'color-surface', 4.5],
  ['color-brand', 'color-bg', 4.5],
  ['color-brand', 'color-brand-subtle', 4.5],
  ['color-brand-hover', 'color-brand-subtle', 4.5],
  ['color-on-brand', 'color-brand', 4.5],
  ['color-on-brand', 'color-brand-hover', 4.5],
  ['color-on-accent', 'color-accent', 4.5],
  ['color-on-accent', 'color-accent-hover', 4.5],
  ['color-accent-text', 'color-surface', 4.5],
  ['color-danger', 'color-surface', 4.5],
  ['color-danger', 'color-danger-subtle', 4.5],
  ['color-success', 'color-surface', 4.5],
  ['color-success', 'color-success-subtle', 4.5],
  ['color-warning-text', 'color-warning-subtle', 4.5],
  ['color-on-viewer', 'color-viewer-bg', 4.5],
  ['color-surface', 'color-text', 4.5],
  ['focus-ring-color', 'color-surface', 3],
  ['focus-ring-color', 'color-bg', 3],
  ['focus-ring-color-on-dark', 'color-viewer-bg', 3],
  ['color-border-strong', 'color-surface', 3],
];

describe('design tokens', () => {
  it('keep the brand blue of the splash and the gold accent', () => {
    expect(token('color-brand')).toBe('#0b3d91');
    expect(token('color-accent')).toBe('#f2b705');
  });

  it.each(PAIRS)('%s on %s meets WCAG AA (≥ %s:1)', (fg, bg, min) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(min);
  });
});
