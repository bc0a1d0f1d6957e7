import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { distOf } from '../scripts/lib/apps.mjs';
import { auditRoute, withLighthouseChrome, type LighthouseFigure } from './lighthouse';

/**
 * The shell's built index.html with nothing that runs or fetches for the app: its scripts, its preloads and the
 * session's preload template go; the splash (its inline style, logo and text), the icon and the manifest stay.
 */
export function scriptlessSplash(indexHtml: string): string {
  const html = indexHtml
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="?(?:preload|modulepreload)\b[^>]*>/g, '')
    .replace(/<template\b[\s\S]*?<\/template>/g, '');
  // A build that writes these differently would otherwise be measured with its scripts, and look like a floor.
  if (/<script\b|\bpreload\b/.test(html))
    throw new Error('splash-floor: index.html still runs or preloads something');
  if (!html.includes('id="splash"')) throw new Error('splash-floor: index.html has no splash');
  return html;
}

/**
 * P3f: Lighthouse's mobile audit of the splash alone, served from 127.0.0.1 as the shell serves index.html.
 *
 * What it scores is Chrome's and Lighthouse's own cost on this machine, before any of our code: committing the
 * navigation (20-60 ms of main thread here, which Lighthouse's model multiplies by 4) and the first layout of
 * text. The first of those tasks ends after the modelled first paint, so part of it counts as blocking time on
 * every page: it is the floor under each route's TBT in P3, and it moves from run to run with the machine.
 */
export async function measureSplashFloor(runs = 5): Promise<Omit<LighthouseFigure, 'route'>> {
  const html = scriptlessSplash(readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8'));
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      // The icon and manifest the document names: as the shell serves them.
      try {
        const file = readFileSync(path.join(distOf('shell'), path.normalize(request.url ?? '/').slice(1)));
        response.end(file);
      } catch {
        response.statusCode = 404;
        response.end();
      }
      return;
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await withLighthouseChrome((chromePort) =>
      auditRoute(`http://127.0.0.1:${port}/`, chromePort, { runs }),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}
