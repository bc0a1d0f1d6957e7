// `pnpm bench`: figures that are measured, never guessed. Writes a table to stdout and bench/results.json.
// `--skip-build` reuses the current builds (P7 is then not measured); `--only=P1,P4` limits what runs.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/lib/apps.mjs';
import { apiBench } from './api-bench.mjs';
import { backupBench } from './backup-bench';
import { adminSignedIn } from './admin-session';
import { measureAdminLoad } from './admin-load';
import { measureAdminLighthouse } from './admin-lighthouse';
import {
  adminLoadFigures,
  apiFigures,
  backupFigures,
  lighthouseFigures,
  managerListFigures,
  searchFigures,
  splashFloorFigure,
  type Figure,
} from './figures';
import { measureLighthouse, median } from './lighthouse';
import { lighthouseRoutes } from './lighthouse-routes';
import { measureManagerList } from './manager-list';
import { searchBench } from './search-bench';
import { PUBLIC_ROUTES } from '../e2e/fixtures/public-routes';
import { measureVisitCost, realtimeHeldWhileHidden } from './visit-cost';
import { PHONE_VIEWPORT, measureGalleryImages } from './gallery-images';
import { measureRepeatVisit } from './repeat-visit';
import { measureSplashFloor } from './splash-floor';
import { measureVisitor, withSite } from './visitor-load';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wanted = (id: string) => !only || only.includes(id);
const figures: Figure[] = [];
const details: Record<string, unknown> = {};
/** Lighthouse's CPU benchmark index of every counted run (see LighthouseFigure). */
const cpuIndexes: number[] = [];

if (wanted('P7') && !args.includes('--skip-build')) {
  const started = performance.now();
  const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('pnpm build failed');
  figures.push({
    id: 'P7',
    measure: '`pnpm build` of every app, wall time',
    value: (performance.now() - started) / 1000,
    unit: 's',
    target: '≤ 15 s',
  });
}

// Before the browser work, not in its wake (Chromium winding down after Lighthouse): P6 read 55-69 ms there, 55 ms alone.
if (wanted('P5') || wanted('P6')) {
  const api = await apiBench();
  details.api = api.details;
  figures.push(...apiFigures(api));
}

// Site search's ids were P8/P8m until issue #27 gave P8 to the admin's first load.
if (wanted('S1')) {
  const search = await searchBench();
  details.search = search.details;
  figures.push(...searchFigures(search));
}

// The backup's ids were P9/P9b/P9r until issue #27 gave P9 to the manager list.
if (wanted('B1')) {
  const backup = await backupBench();
  details.backup = backup;
  figures.push(...backupFigures(backup));
}

if (['P1', 'P1w', 'P2', 'P3', 'P4', 'P8', 'P9', 'P10'].some(wanted)) {
  await withSite(async ({ baseUrl, adminPort, apiUrl, browser }) => {
    // Which Chromium measured, beside the CPU index below: a score moves with both (docs/performance.md).
    details.chromium = browser.version();
    if (wanted('P1') || wanted('P1w') || wanted('P2')) {
      // Closed before Lighthouse runs: left open, its page (live channel, smooth-scroll loop) shares the CPU.
      const page = await browser.newPage();
      const visitor = await measureVisitor(page, baseUrl, adminPort);
      await page.close();
      details.visitor = visitor;
      figures.push(
        {
          id: 'P1',
          measure: 'JS for a first load of /, gzip',
          value: visitor.jsGzipBytes / 1024,
          unit: 'KB',
          target: '≤ 180 KB',
        },
        { id: 'P1r', measure: 'JS for a first load of /, raw', value: visitor.jsRawBytes / 1024, unit: 'KB' },
        {
          id: 'P1w',
          measure: 'JS for a first visit to / until the network is idle and 4 s more, gzip',
          value: visitor.jsGzipBytesSettled / 1024,
          unit: 'KB',
          target: '≤ 180 KB',
        },
        {
          id: 'P2',
          measure: 'admin-portal bytes on public routes',
          value: visitor.adminBytes,
          unit: 'B',
          target: '0',
        },
      );
    }
    if (wanted('P10')) {
      const returning = await browser.newContext({ serviceWorkers: 'allow' });
      const repeat = await measureRepeatVisit(returning, baseUrl);
      await returning.close();
      details.repeatVisit = repeat;
      figures.push({
        id: 'P10',
        measure: `a repeat visit to /, bytes over the network (${repeat.networkRequests} requests; ${repeat.fromWorker} answered by the service worker)`,
        value: repeat.networkBytes / 1024,
        unit: 'KB',
        target: '≤ 10 KB',
      });
    }
    if (wanted('P4')) {
      const phone = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1 });
      const gallery = await measureGalleryImages(await phone.newPage(), baseUrl);
      await phone.close();
      details.gallery = gallery;
      figures.push({
        id: 'P4',
        measure: `/gallery image bytes at 375 px vs originals (${gallery.images} images)`,
        value: gallery.percent,
        unit: '%',
        target: '≤ 15 %',
      });
    }
    if (wanted('P3')) {
      const lighthouse = await measureLighthouse(baseUrl, await lighthouseRoutes(apiUrl));
      details.lighthouse = lighthouse;
      for (const f of lighthouse) figures.push(...lighthouseFigures(f, 'P3', '≥ 95'));
      cpuIndexes.push(...lighthouse.flatMap((f) => f.benchmarkIndex));
      // What Chrome and Lighthouse take on this machine before any of our code: the floor under P3's TBT.
      const floor = await measureSplashFloor();
      details.splashFloor = floor;
      figures.push(splashFloorFigure(floor));
      cpuIndexes.push(...floor.benchmarkIndex);
    }
    if (wanted('P8') || wanted('P9')) {
      const admin = await adminSignedIn(browser, baseUrl, apiUrl);
      if (wanted('P8')) {
        const load = await measureAdminLoad(browser, baseUrl, apiUrl, admin);
        const audit = await measureAdminLighthouse(baseUrl, apiUrl);
        details.adminLoad = { ...load, lighthouse: audit };
        cpuIndexes.push(...audit.benchmarkIndex);
        figures.push(...adminLoadFigures(load, audit));
      }
      if (wanted('P9')) {
        const list = await measureManagerList(browser, baseUrl, apiUrl, admin);
        details.managerList = list;
        figures.push(...managerListFigures(list));
      }
    }
  });
}

// What a visit costs on Supabase's Free plan (issue #31): first visits at 375 px against the local API behaving like
// Free (no render endpoint), and what a tab left hidden keeps open. BENCH_PLAN=pro measures the same on Pro.
if (['F1', 'F2', 'F3', 'F4'].some(wanted)) {
  await withSite(
    async ({ baseUrl, browser }) => {
      const costs = [];
      for (const route of PUBLIC_ROUTES) costs.push(await measureVisitCost(browser, baseUrl, route));
      details.visitCost = costs;
      for (const c of costs)
        figures.push(
          {
            id: 'F1',
            measure: `REST requests for content, first visit to ${c.route} (${c.restDistinct} distinct; schedule watch: ${c.scheduleWatchRequests} more)`,
            value: c.restRequests,
            unit: '',
          },
          {
            id: 'F2',
            measure: `storage bytes at 375 px, ${c.route} (${c.storageRequests} requests)`,
            value: c.storageBytes / 1024,
            unit: 'KB',
          },
          {
            id: 'F3',
            measure: `failed requests, ${c.route}`,
            value: c.failedRequests,
            unit: '',
            target: '0',
          },
        );
      if (wanted('F4')) {
        const held = await realtimeHeldWhileHidden(browser, baseUrl, PUBLIC_ROUTES, 2 * 60_000);
        details.realtimeHeldWhileHidden = held;
        for (const [route, sockets] of Object.entries(held))
          figures.push({
            id: 'F4',
            measure: `Realtime connections held by a tab on ${route} hidden for 2 min (${sockets.opened} opened)`,
            value: sockets.open,
            unit: 'conn',
            target: '0',
          });
      }
    },
    { SUPABASE_PLAN: process.env.BENCH_PLAN ?? 'free' },
  );
}

const order = [
  'P1',
  'P2',
  'P3',
  'P4',
  'P5',
  'P6',
  'P7',
  'P8',
  'P9',
  'P10',
  'S1',
  'B1',
  'F1',
  'F2',
  'F3',
  'F4',
];
// By the id's letter and number (P1w and P1r with P1, P10 after P9); stable, so rows keep their order within.
const rank = (id: string) => order.indexOf(/^[A-Z]\d+/.exec(id)![0]);
figures.sort((a, b) => rank(a.id) - rank(b.id));
const width = Math.max(...figures.map((f) => f.measure.length));
const show = (f: Figure) =>
  `${f.unit === '' && f.value < 1 ? f.value.toFixed(3) : f.value.toFixed(1)}${f.unit ? ` ${f.unit}` : ''}`;
console.log(`\n| id | measure | value | target |\n|---|---|---|---|`);
for (const f of figures)
  console.log(`| ${f.id} | ${f.measure.padEnd(width)} | ${show(f)} | ${f.target ?? ''} |`);
details.loadAverage = (await import('node:os')).loadavg();
// Timing figures move with the machine: each table says how loaded and how fast it was.
details.cpuBenchmarkIndex = cpuIndexes.length > 0 ? median(cpuIndexes) : undefined;
console.log(
  `\nLoad average ${(details.loadAverage as number[]).map((n) => n.toFixed(2)).join(' / ')} (1/5/15 min)` +
    (cpuIndexes.length > 0
      ? `; Lighthouse's CPU benchmark index ${details.cpuBenchmarkIndex} (median of ${cpuIndexes.length} runs, ${Math.min(...cpuIndexes)}–${Math.max(...cpuIndexes)}; higher is faster)`
      : '') +
    (details.chromium ? `; Chromium ${details.chromium as string}` : ''),
);
writeFileSync(
  path.join(ROOT, 'bench/results.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), figures, details }, null, 2) + '\n',
);
