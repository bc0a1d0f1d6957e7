import type { AdminLoad } from './admin-load';
import type { ApiBenchResult } from './api-bench.mjs';
import type { BackupBench } from './backup-bench';
import { median, type LighthouseFigure } from './lighthouse';
import type { ManagerList } from './manager-list';
import type { SearchBenchResult } from './search-bench';

/** One row of `pnpm bench`'s table (and of bench/results.json's `figures`). */
export interface Figure {
  id: string;
  measure: string;
  value: number;
  unit: string;
  target?: string;
}

/** A route as the table shows it: a row's id as `:id` (results.json's details keep the full route). */
const shown = (route: string) =>
  route.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id');

/**
 * A route's Lighthouse rows: its performance score (`id`: the median of its runs, each run's score and TBT
 * beside it), its CLS (`id`c) and the lowest of its accessibility, best-practices and SEO scores (`id`q, all three
 * in the measure; each is in results.json's details).
 */
export function lighthouseFigures(f: LighthouseFigure, id: string, target: string): Figure[] {
  const route = shown(f.route);
  return [
    {
      id,
      measure: `Lighthouse mobile performance ${route} (median of ${f.runs.join(', ')}; TBT ${f.tbt.join('/')} ms; main thread's blocking by wall/CPU time ${f.blocking.map((b) => (b ? `${b.byWall}/${b.byCpu}` : '?')).join(', ')} ms)`,
      value: f.performance,
      unit: '',
      target,
    },
    { id: `${id}c`, measure: `Lighthouse mobile CLS ${route}`, value: f.cls, unit: '', target: '≤ 0.02' },
    {
      id: `${id}q`,
      measure: `Lighthouse accessibility/best practices/SEO ${route}: ${f.accessibility}/${f.bestPractices}/${f.seo} (lowest)`,
      value: Math.min(f.accessibility, f.bestPractices, f.seo),
      unit: '',
    },
  ];
}

/**
 * P3f: the TBT of the splash alone (bench/splash-floor.ts), the part of each P3 route's TBT that no code of ours
 * runs in; its runs' scores beside it.
 */
export const splashFloorFigure = (floor: Omit<LighthouseFigure, 'route'>): Figure => ({
  id: 'P3f',
  measure: `Lighthouse mobile TBT of the splash alone, index.html without its scripts (runs ${floor.tbt.join('/')} ms; scores ${floor.runs.join(', ')})`,
  value: median(floor.tbt),
  unit: 'ms',
});

/** P8: the admin's first load of /admin (JS bytes) and its Lighthouse performance score signed in (P8b). */
export const adminLoadFigures = (load: AdminLoad, audit: LighthouseFigure): Figure[] => [
  {
    id: 'P8',
    measure: `JS for an admin's first load of /admin until the dashboard shows, gzip (${load.jsFiles} files)`,
    value: load.jsGzipBytes / 1024,
    unit: 'KB',
    target: '≤ 250 KB',
  },
  lighthouseFigures(audit, 'P8b', '≥ 90')[0]!,
  {
    id: 'P8r',
    measure:
      "requests to Supabase of an admin's first load of /admin, until the service worker has taken it over",
    value: load.apiRequests,
    unit: '',
  },
];

/** P9: the events manager with 300 more events on a small phone, to interactive and its search box's INP. */
export const managerListFigures = (list: ManagerList): Figure[] => [
  {
    id: 'P9',
    measure: `/admin/events with ${list.events} events at 375 × 667: navigation to its first ${list.rows} rows shown and search box typed in (median of ${list.interactiveRunsMs.join(', ')} ms; rows at ${Math.round(list.rowsShownMs)} ms)`,
    value: list.interactiveMs,
    unit: 'ms',
    target: '≤ 1,000 ms',
  },
  {
    id: 'P9i',
    measure: `/admin/events, INP typing in its search box (median of the visits' longest; ${list.slowEvents} events over 16 ms)`,
    value: list.inpMs,
    unit: 'ms',
    target: '≤ 100 ms',
  },
];

/** P5/P6: the local API's REST reads under load and its image renders, cold and cached. */
export const apiFigures = (api: ApiBenchResult): Figure[] => [
  {
    id: 'P5',
    measure: 'REST list read, 32 connections',
    value: api.reqPerSec,
    unit: 'req/s',
    target: '≥ 2,000 req/s',
  },
  {
    id: 'P5p',
    measure: 'REST list read, 32 connections, p99',
    value: api.p99Ms,
    unit: 'ms',
    target: '≤ 50 ms',
  },
  {
    id: 'P6',
    measure: 'render 800 px webp from a ~4 MB source, cold p50',
    value: api.renderColdP50Ms,
    unit: 'ms',
    target: '≤ 60 ms',
  },
  {
    id: 'P6c',
    measure: 'render 800 px webp, cached p50',
    value: api.renderCachedP50Ms,
    unit: 'ms',
    target: '≤ 5 ms',
  },
];

/** S1: site search over a large church's content. */
export const searchFigures = (search: SearchBenchResult): Figure[] => [
  {
    id: 'S1',
    measure: 'search_content over 10,000 content rows, one visitor, p95',
    value: search.p95Ms,
    unit: 'ms',
    target: '≤ 50 ms',
  },
  { id: 'S1m', measure: 'search_content over 10,000 content rows, p50', value: search.p50Ms, unit: 'ms' },
];

/** B1: the seed's backup archive, and how long backing up and restoring take. */
export const backupFigures = (backup: BackupBench): Figure[] => [
  {
    id: 'B1',
    measure: `backup archive of the seed (${backup.rows} rows, ${backup.objects} objects)`,
    value: backup.archiveBytes / 1024 / 1024,
    unit: 'MB',
  },
  { id: 'B1b', measure: '`pnpm backup` of the seed, wall time', value: backup.backupSeconds, unit: 's' },
  {
    id: 'B1r',
    measure: '`pnpm restore` into an empty project, wall time',
    value: backup.restoreSeconds,
    unit: 's',
  },
];
