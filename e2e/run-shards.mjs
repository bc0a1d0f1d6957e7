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
//   pnpm test:e2e                      two shards
//   E2E_SHARDS=1 pnpm test:e2e         one run, as before
//   pnpm test:e2e -- --weigh           also rewrite spec-seconds.json from this run's timings
//   pnpm test:e2e -- tests/x.spec.ts   any other argument: one plain run with it
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
const PLAYWRIGHT = path.join(E2E_DIR, 'node_modules/.bin/playwright');
const SECONDS_FILE = path.join(E2E_DIR, 'spec-seconds.json');
const BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
/** The suites that start stacks of their own use ports up to PORTS.shell + 100 (e2e/fixtures/ports.ts). */
const PORTS_PER_SHARD = 200;

const args = process.argv.slice(2);
const weigh = args.includes('--weigh');
const passThrough = args.filter((arg) => arg !== '--weigh' && arg !== '--');
const shardCount = passThrough.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));

/** Spec files that measure, and run alone after the shards. */
const ALONE = ['tests/budgets.spec.ts'];

/** Spec files split so that each shard's listed seconds are as even as longest-first placement makes them. */
function planShards(count) {
  if (count === 1) return [[]];
  const seconds = JSON.parse(readFileSync(SECONDS_FILE, 'utf8'));
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const files = readdirSync(path.join(E2E_DIR, 'tests')).filter(
    (file) => file.endsWith('.spec.ts') && !ALONE.includes(`tests/${file}`),
  );
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const weightOf = (file) => seconds[file] ?? median;
  for (const file of files.sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.files.push(`tests/${file}`);
    lightest.seconds += weightOf(file);
  }
  return shards.map((shard) => shard.files);
}

/** "✓  12 [chromium] › tests/x.spec.ts:8:1 › title (10.4s)": the file and its seconds. */
const RESULT_LINE = /\[chromium\] › tests\/([^:]+\.spec\.ts):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
const measured = {};

/**
 * One worker per shard runs its tests one after another, so the time from one result line to the next is what
 * the later test held the shard for, with its file's hooks. The first result of a shard counts its own time
 * (before it came the stack's start, which is every shard's and no file's).
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

function runShard(files, index) {
  const label = shardCount === 1 ? '' : index > shardCount ? '[alone] ' : `[${index}/${shardCount}] `;
  const runArgs = ['test', '--project=chromium', ...passThrough, ...files];
  if (shardCount > 1) runArgs.push(`--output=test-results/shard-${index}`);
  const child = spawn(PLAYWRIGHT, runArgs, {
    cwd: E2E_DIR,
    env: { ...process.env, E2E_PORT_BASE: String(BASE + (index - 1) * PORTS_PER_SHARD) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const heldFor = wallClock();
  // Whole lines, each marked with its shard, so two runs' reports stay readable side by side.
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    const write = (line) => {
      to.write(label + line + '\n');
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
  return {
    child,
    done: new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))),
  };
}

const shards = planShards(shardCount).map((files, i) => runShard(files, i + 1));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => shards.forEach(({ child }) => child.kill(signal)));
}
const codes = await Promise.all(shards.map(({ done }) => done));
if (shardCount > 1) {
  const alone = runShard(ALONE, shardCount + 1);
  shards.push(alone);
  codes.push(await alone.done);
}
if (weigh) {
  const rounded = Object.fromEntries(
    Object.entries(measured)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, seconds]) => [file, Math.max(1, Math.round(seconds))]),
  );
  writeFileSync(SECONDS_FILE, JSON.stringify(rounded, null, 2) + '\n');
}
codes.forEach(
  (code, i) => code !== 0 && console.error(`e2e run ${i + 1} of ${codes.length} failed (exit ${code})`),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
