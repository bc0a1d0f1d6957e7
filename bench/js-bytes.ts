import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** One JS file a page fetched: its bytes as sent and gzipped at level 9 (as a static host would serve it). */
export interface JsFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  /** When its request started, in ms since the epoch (compare with `pageNow`). */
  startedAt: number;
}

/** The page's clock in ms since the epoch, comparable with a request's start time. */
export const pageNow = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());

export const gzipTotal = (files: JsFile[]) => files.reduce((sum, f) => sum + f.gzipBytes, 0);
export const rawTotal = (files: JsFile[]) => files.reduce((sum, f) => sum + f.rawBytes, 0);

/**
 * Records every JS file `page` fetches from now until `stop()`; `files()` resolves their sizes. What counts is
 * left to the caller, e.g. the files whose requests started before the page showed what was waited for.
 */
export function recordJs(page: Page): { stop(): void; files(): Promise<JsFile[]> } {
  const files: Promise<JsFile>[] = [];
  const onResponse = (response: Response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const startedAt = response.request().timing().startTime;
    files.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => ({
          url: response.url(),
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          startedAt,
        })),
    );
  };
  page.on('response', onResponse);
  return { stop: () => void page.off('response', onResponse), files: () => Promise.all(files) };
}
