// `pnpm test:e2e`: the chromium suite as two runs at once, each a Playwright run of its own with its own stack
// (the local API on a fresh data folder and the three builds, from global-setup.ts) on its own block of ports,
// so neither sees the other's writes. On the 2-core CI machine one run left a core idle while it waited on the
// browser or the API (19 of CI's 35 minutes).
//
// Playwright's own --shard splits the files in alphabetical runs of equal test counts, which put every admin
// spec in one shard (15.8 minutes against 5.7). Here each spec file goes to the shard with the least work so
// far, longest first, by its seconds in spec-seconds.json (a file not listed counts as the median). A file's
// seconds are the wall time its tests held their shard, hooks and fixtures included: the times Playwright prints
// count the tests alone, and a file that builds releases in `beforeAll` left its shard three minutes behind.
//
// The byte budgets (budgets.spec.ts) run alone once the shards are done: they count what a first load fetches
// until its content shows, the moment `pnpm bench` takes on a quiet machine. Beside the other shard's stack on a
// slower machine (load ~6) the content showed after the first screen had passed, and what loads only then was
// counted too (P1 180 KB against 158 KB alone).
//
// `pnpm test` adds the e2e halves of the security and fault suites (`--with=security,faults`). Run one after the
// other they took 4.5 minutes with a core idle (0.7 of 2 cores busy; the fault specs wait on outages), and the
// shards left a quarter of both cores idle. Now they are a third lane beside the shards, on a stack of their own,
// and the chromium files that lane has time for follow them there, on a fresh stack: the security suite types XSS
// payloads into content, which no chromium spec should meet.
//
//   pnpm test:e2e                      two shards
//   E2E_SHARDS=1 pnpm test:e2e         one run, as before
//   pnpm test:e2e -- --with=a,b        also projects a and b, first in a lane of their own
//   pnpm test:e2e -- --weigh           also rewrite spec-seconds.json from this run's timings
//   pnpm test:e2e -- tests/x.spec.ts   any other argument: one plain run with it
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
const PLAYWRIGHT = path.join(E2E_DIR, 'node_modules/.bin/playwright');
const SECONDS_FILE = path.join(E2E_DIR, 'spec-seconds.json');
const BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
/** The suites that start stacks of their own use ports up to PORTS.shell + 100 (e2e/fixtures/ports.ts). */
const PORTS_PER_SHARD = 200;
const SUITE = 'chromium';

const args = process.argv.slice(2);
const weigh = args.includes('--weigh');
const withProjects = (args.find((arg) => arg.startsWith('--with='))?.slice('--with='.length) ?? '')
  .split(',')
  .filter(Boolean);
const passThrough = args.filter((arg) => arg !== '--weigh' && arg !== '--' && !arg.startsWith('--with='));
if (passThrough.length > 0 && withProjects.length > 0) {
  throw new Error('--with runs whole projects beside the shards; give it no files or other arguments');
}
const shardCount =
  passThrough.length > 0
    ? 1
    : Math.max(1, Number(process.env.E2E_SHARDS ?? 2)) + (withProjects.length > 0 ? 1 : 0);

/** Spec files that measure, and run alone after the shards. */
const ALONE = ['tests/budgets.spec.ts'];

/** Each project's spec files (paths from e2e/), as Playwright's config selects them. */
function specFilesByProject(projects) {
  const listing = JSON.parse(
    execFileSync(
      PLAYWRIGHT,
      ['test', '--list', '--reporter=json', ...projects.map((p) => `--project=${p}`)],
      {
        cwd: E2E_DIR,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    ),
  );
  const files = Object.fromEntries(projects.map((project) => [project, new Set()]));
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) for (const t of spec.tests) files[t.projectName]?.add(spec.file);
    (suite.suites ?? []).forEach(walk);
  };
  listing.suites.forEach(walk);
  return Object.fromEntries(Object.entries(files).map(([project, set]) => [project, [...set].sort()]));
}

/**
 * The lanes, each a list of Playwright runs one after another: the `--with` projects first in the last lane,
 * then the chromium files split so that each lane's listed seconds are as even as longest-first placement makes
 * them.
 */
function planLanes(count) {
  if (count === 1) return [[{ projects: [SUITE], files: [] }]];
  const seconds = JSON.parse(readFileSync(SECONDS_FILE, 'utf8'));
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const weightOf = (file) => seconds[file] ?? median;
  const byProject = specFilesByProject([SUITE, ...withProjects]);
  const lanes = Array.from({ length: count }, () => ({ runs: [], files: [], seconds: 0 }));
  if (withProjects.length > 0) {
    const lane = lanes[count - 1];
    lane.runs.push({ projects: withProjects, files: [] });
    lane.seconds = withProjects
      .flatMap((project) => byProject[project])
      .reduce((sum, f) => sum + weightOf(f), 0);
  }
  const files = byProject[SUITE].filter((file) => !ALONE.includes(`tests/${file}`));
  for (const file of files.sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = lanes.reduce((least, lane) => (lane.seconds < least.seconds ? lane : least));
    lightest.files.push(`tests/${file}`);
    lightest.seconds += weightOf(file);
  }
  return lanes.map((lane) =>
    lane.files.length > 0 ? [...lane.runs, { projects: [SUITE], files: lane.files }] : lane.runs,
  );
}

/** "✓  12 [chromium] › tests/x.spec.ts:8:1 › title (10.4s)": the file (from tests/) and its seconds. */
const RESULT_LINE = /\[[\w-]+\] › tests\/([^:]+\.spec\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
const measured = {};

/**
 * One worker per run takes its tests one after another, so the time from one result line to the next is what
 * the later test held the lane for, with its file's hooks. A run's first result counts its own time (before it
 * came the stack's start, which is every run's and no file's).
 */
function wallClock() {
  let last;
  return (reportedSeconds) => {
    const now = performance.now();
    const seconds = last === undefined ? reportedSeconds : (now - last) / 1000;
    last = now;
    return seconds;
  };
}

const children = new Set();

/** One Playwright run on the lane's block of ports, its lines marked with the lane; resolves to its exit code. */
function runPlaywright({ projects, files }, index) {
  const label = shardCount === 1 ? '' : index > shardCount ? '[alone] ' : `[${index}/${shardCount}] `;
  const runArgs = ['test', ...projects.map((project) => `--project=${project}`), ...passThrough, ...files];
  if (shardCount > 1) runArgs.push(`--output=test-results/shard-${index}-${projects.join('-')}`);
  const child = spawn(PLAYWRIGHT, runArgs, {
    cwd: E2E_DIR,
    env: { ...process.env, E2E_PORT_BASE: String(BASE + (index - 1) * PORTS_PER_SHARD) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const heldFor = wallClock();
  const output = [];
  // Whole lines, each marked with its lane, so the runs' reports stay readable side by side.
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    const write = (line) => {
      to.write(label + line + '\n');
      output.push(line);
      const result = RESULT_LINE.exec(line);
      if (!result) return;
      const [, file, value, unit] = result;
      const reported = Number(value) * (unit === 'ms' ? 0.001 : unit === 'm' ? 60 : 1);
      measured[file] = (measured[file] ?? 0) + heldFor(reported);
    };
    from.setEncoding('utf8');
    from.on('data', (text) => {
      const lines = (rest + text).split('\n');
      rest = lines.pop();
      lines.forEach(write);
    });
    from.on('end', () => rest && write(rest));
  }
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      children.delete(child);
      const exit = code ?? (signal ? 1 : 0);
      resolve({ exit, label, report: exit === 0 ? [] : failureReport(output) });
    }),
  );
}

/** How many lines of a failed run's details (or of its end) are printed again. */
const REPORT_LINES = 40;

/**
 * What a failed run said of its failures, to be printed again once every run has ended: CI shows the end of the
 * output, and a lane's failure, printed mid-stage between the other lanes' lines, was not in it (a check that
 * failed in the security and fault lane showed only "e2e run 3 of 5 failed"). Playwright's list reporter ends
 * with each failure ("  1) [project] › file:line › title", its error and code frame) and a summary naming the
 * failed tests; without those (the run's global setup threw) its last lines say what went wrong.
 */
function failureReport(lines) {
  const first = lines.findIndex((line) => /^\s+1\) \[/.test(line));
  if (first === -1) return lines.slice(-REPORT_LINES);
  const summary = lines.findIndex((line, i) => i > first && /^\s+\d+ (failed|flaky|interrupted)$/.test(line));
  const details = lines.slice(first, summary === -1 ? undefined : summary);
  const cut = details.length > REPORT_LINES ? ['  …'] : [];
  return [...details.slice(0, REPORT_LINES), ...cut, ...(summary === -1 ? [] : lines.slice(summary))];
}

/** A lane's runs one after another (each on a fresh stack); a failed run does not stop the next. */
async function runLane(runs, index) {
  const results = [];
  for (const run of runs) if (!stopped) results.push(await runPlaywright(run, index));
  return results;
}

/** Set by Ctrl-C or a SIGTERM: the runs going on are stopped, and no lane starts its next one. */
let stopped = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopped = true;
    children.forEach((child) => child.kill(signal));
  });
}
const results = (await Promise.all(planLanes(shardCount).map((runs, i) => runLane(runs, i + 1)))).flat();
if (shardCount > 1 && !stopped)
  results.push(await runPlaywright({ projects: [SUITE], files: ALONE }, shardCount + 1));
if (weigh) {
  const rounded = Object.fromEntries(
    Object.entries(measured)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, seconds]) => [file, Math.max(1, Math.round(seconds))]),
  );
  writeFileSync(SECONDS_FILE, JSON.stringify(rounded, null, 2) + '\n');
}
results.forEach(({ exit, label, report }, i) => {
  if (exit === 0) return;
  const run = [`e2e run ${i + 1} of ${results.length}`, label.trim()].filter(Boolean).join(' ');
  console.error(`${run} failed (exit ${exit}):`);
  report.forEach((line) => console.error(`  ${line}`));
});
process.exit(results.some(({ exit }) => exit !== 0) ? 1 : 0);
