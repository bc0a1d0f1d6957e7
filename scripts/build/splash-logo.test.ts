import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { splashLogoMarkup } from './splash-logo';

const dir = mkdtempSync(path.join(os.tmpdir(), 'splash-logo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const logo = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};
const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="46"/></svg>';

describe('splashLogoMarkup', () => {
  it('writes a plain SVG drawing into the page, without its XML prolog, doctype or comments', () => {
    const file = logo(
      'plain.svg',
      `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<!-- drawn by hand -->\n${DRAWING}\n`,
    );
    expect(splashLogoMarkup(file, '/plain.svg')).toBe(DRAWING);
  });

  it.each([
    ['a script', DRAWING.replace('<circle', '<script>alert(1)</script><circle')],
    ['a stylesheet', DRAWING.replace('<circle', '<style>body{display:none}</style><circle')],
    ['a handler', DRAWING.replace('<circle', '<circle onclick="alert(1)"')],
    ['embedded HTML', DRAWING.replace('<circle', '<foreignObject><p>hi</p></foreignObject><circle')],
    ['not one svg element', `${DRAWING}<p>after</p>`],
  ])('keeps a logo with %s an <img>', (_, text) => {
    const file = logo('unsafe.svg', text);
    expect(splashLogoMarkup(file, '/unsafe.svg')).toBe(
      '<img src="/unsafe.svg" alt="" width="96" height="96" />',
    );
  });

  it('keeps a logo that is not SVG an <img>', () => {
    const file = logo('logo.png', 'not read');
    expect(splashLogoMarkup(file, '/logo.png')).toBe('<img src="/logo.png" alt="" width="96" height="96" />');
  });

  it('writes the address of a logo it keeps a picture as an attribute value', () => {
    const file = logo('a"b&c.png', 'not read');
    expect(splashLogoMarkup(file, '/a"b&c.png')).toBe(
      '<img src="/a&quot;b&amp;c.png" alt="" width="96" height="96" />',
    );
  });

  it('draws the shipped logo inline', () => {
    const shipped = path.join(__dirname, '../../shell/public/logo.svg');
    expect(splashLogoMarkup(shipped, '/logo.svg')).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });
});
