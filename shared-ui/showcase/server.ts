import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { gradientPng } from './png';

const STORAGE_IMAGE = /^\/storage\/v1\/(object|render\/image)\/public\/images\/showcase\/([\w-]+)\.png$/;
/** Stands in for the image service: the original is 1920 wide, 3:2. */
const ORIGINAL_WIDTH = 1920;
/** Keeps generated images cheap; the browser scales them to the requested width anyway. */
const MAX_GENERATED_WIDTH = 480;

export interface ShowcaseServer {
  url: string;
  close(): Promise<void>;
}

function colourOf(name: string): [number, number, number] {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return [11 + (hash % 60), 61 + ((hash >> 8) % 80), 145 + ((hash >> 16) % 80)];
}

/**
 * Serves the built showcase and answers storage object/render URLs with generated PNGs
 * (the render path honours `width`), so the page's image requests are real and inspectable.
 */
export async function startShowcaseServer(dir: string, port = 0): Promise<ShowcaseServer> {
  const serve = sirv(dir, { single: true, dev: true });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = STORAGE_IMAGE.exec(url.pathname);
    if (match) {
      const requested = Number(url.searchParams.get('width')) || ORIGINAL_WIDTH;
      const width = Math.max(1, Math.min(requested, MAX_GENERATED_WIDTH));
      const png = gradientPng(width, Math.round((width * 2) / 3), colourOf(match[2]!));
      res.writeHead(200, {
        'Content-Type': 'image/png',
        'Cache-Control': 'no-store',
        'Content-Length': png.length,
      });
      res.end(png);
      return;
    }
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
