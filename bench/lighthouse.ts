import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { mainThreadBlocking, type MainThreadBlocking, type TraceEvent } from './main-thread-blocking';

export interface LighthouseFigure {
  route: string;
  /** Median of the runs' performance scores, 0–100. */
  performance: number;
  /** The CLS of the run with the median score. */
  cls: number;
  runs: number[];
  /** Total blocking time of each counted run (simulated ms), in the order of `runs`. */
  tbt: number[];
  /** What the run with the median score was made of (simulated ms; CLS above), to see which metric holds it back. */
  metrics: { fcp: number; speedIndex: number; lcp: number; tbt: number };
  /** P3q: medians of the runs' accessibility, best-practices and SEO scores, 0–100. */
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Where the last run ended up (a redirect, e.g. to /auth, shows here). */
  finalUrl: string;
  /**
   * Lighthouse's measure of this machine's CPU in each counted run (`environment.benchmarkIndex`; higher is
   * faster). Lighthouse multiplies the machine's real CPU time by 4, so the same build scores lower on a slower
   * machine: this says which machine a score came from.
   */
  benchmarkIndex: number[];
  /** Each counted run's main-thread blocking in its own trace, by wall time and by CPU time (see `mainThreadBlocking`). */
  blocking: (MainThreadBlocking | undefined)[];
}

/** Options of one route's audits: Lighthouse flags (e.g. `disableStorageReset`) and what to do before each run. */
export interface AuditOptions {
  runs?: number;
  flags?: Flags;
  beforeEachRun?: () => Promise<void>;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** P3 and P3q come from the same runs: the other categories' audits add seconds, not runs. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const audit = (url: string, port: number, flags: Flags = {}) =>
  lighthouse(url, { port, onlyCategories: CATEGORIES, output: 'json', logLevel: 'error', ...flags });

/** A Chromium for Lighthouse, killed once `fn` is done. */
export async function withLighthouseChrome<T>(fn: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    return await fn(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's default (mobile) preset on `url`, `runs` times, after one visit that is not counted: on a deployed
 * site a picture is rendered at a width once and then served from storage's cache, and the API has long been
 * running; the first visit to a freshly started local API renders every picture (P6 measures that) and runs its
 * code cold.
 */
export async function auditRoute(
  url: string,
  port: number,
  { runs = 3, flags, beforeEachRun }: AuditOptions = {},
): Promise<Omit<LighthouseFigure, 'route'>> {
  const results: {
    score: number;
    cls: number;
    metrics: LighthouseFigure['metrics'];
    accessibility: number;
    bestPractices: number;
    seo: number;
    benchmarkIndex: number;
    blocking: MainThreadBlocking | undefined;
  }[] = [];
  let finalUrl = '';
  await beforeEachRun?.();
  await audit(url, port, flags);
  for (let i = 0; i < runs; i++) {
    await beforeEachRun?.();
    const { lhr, artifacts } = (await audit(url, port, flags))!;
    finalUrl = lhr.finalDisplayedUrl;
    const metric = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? NaN));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    results.push({
      score: score('performance'),
      cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN),
      metrics: {
        fcp: metric('first-contentful-paint'),
        speedIndex: metric('speed-index'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
      },
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      blocking: mainThreadBlocking(artifacts.Trace.traceEvents as TraceEvent[]),
    });
  }
  const mid = median(results.map((r) => r.score));
  const middle = results.find((r) => r.score === mid)!;
  return {
    performance: mid,
    cls: middle.cls,
    runs: results.map((r) => r.score),
    tbt: results.map((r) => r.metrics.tbt),
    metrics: middle.metrics,
    accessibility: median(results.map((r) => r.accessibility)),
    bestPractices: median(results.map((r) => r.bestPractices)),
    seo: median(results.map((r) => r.seo)),
    finalUrl,
    benchmarkIndex: results.map((r) => r.benchmarkIndex),
    blocking: results.map((r) => r.blocking),
  };
}

/** P3 and P3q: each of `routes` audited in one Chromium (see `auditRoute`). */
export async function measureLighthouse(
  baseUrl: string,
  routes: string[],
  runs = 3,
): Promise<LighthouseFigure[]> {
  return withLighthouseChrome(async (port) => {
    const figures: LighthouseFigure[] = [];
    for (const route of routes)
      figures.push({ route, ...(await auditRoute(baseUrl + route, port, { runs })) });
    return figures;
  });
}
