import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

export const LIGHTHOUSE_ROUTES = ['/', '/events', '/gallery', '/sermons'];

export interface LighthouseFigure {
  route: string;
  /** Median of the runs' performance scores, 0–100. */
  performance: number;
  /** The CLS of the run with the median score. */
  cls: number;
  runs: number[];
  /** What the run with the median score was made of (simulated ms; CLS above), to see which metric holds it back. */
  metrics: { fcp: number; speedIndex: number; lcp: number; tbt: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const audit = (url: string, port: number) =>
  lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });

/**
 * P3: Lighthouse's default (mobile) preset, performance only, `runs` times per route in one Chromium, after
 * one visit that is not counted: on a deployed site a picture is rendered at a width once and then served
 * from storage's cache, and the API has long been running; the first visit to a freshly started local API
 * renders every picture (P6 measures that) and runs its code cold.
 */
export async function measureLighthouse(baseUrl: string, runs = 3): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const figures: LighthouseFigure[] = [];
    for (const route of LIGHTHOUSE_ROUTES) {
      const results: { score: number; cls: number; metrics: LighthouseFigure['metrics'] }[] = [];
      await audit(baseUrl + route, chrome.port);
      for (let i = 0; i < runs; i++) {
        const lhr = (await audit(baseUrl + route, chrome.port))!.lhr;
        const metric = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? NaN));
        results.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
          metrics: {
            fcp: metric('first-contentful-paint'),
            speedIndex: metric('speed-index'),
            lcp: metric('largest-contentful-paint'),
            tbt: metric('total-blocking-time'),
          },
        });
      }
      const mid = median(results.map((r) => r.score));
      const middle = results.find((r) => r.score === mid)!;
      figures.push({
        route,
        performance: mid,
        cls: middle.cls,
        runs: results.map((r) => r.score),
        metrics: middle.metrics,
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
