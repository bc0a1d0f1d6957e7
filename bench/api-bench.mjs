#!/usr/bin/env node
// Benchmark of the local Supabase API (issue 4): REST throughput and image rendering.
// Starts the API in a child process on an ephemeral port with a fresh data folder, drives it over HTTP
// from this process, and prints { reqPerSec, p99Ms, renderColdP50Ms, renderCachedP50Ms }.
// With DATABASE_URL set, the API uses that PostgreSQL database instead of PGlite.
// The load generator runs in this process and the API in its own, so each can have one of the 2 cores; the
// generator is a lean socket loop (about a fifth of the API's CPU per request). The list read is measured `runs` times and the median
// run (by req/s) is reported. `details.serverCpuMsPerReq` is the API process's CPU per request: on a shared
// machine the wall-clock figures mostly measure the neighbours.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'supabase/package.json'));
const sharp = require('sharp');

const ANON =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/**
 * The local API as its own process on an ephemeral port over `dataDir` (seeded on first start), on `plan`
 * (the stand-in's default, Free, or SUPABASE_PLAN, when left out).
 */
export function startApi(dataDir, plan) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/main.ts', '--port', '0', '--data-dir', dataDir],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_REQUESTS: 'false', PORT: '', ...(plan && { SUPABASE_PLAN: plan }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({ url: m[1], child });
    });
    child.on('exit', (code) => reject(new Error(`API exited early with ${code}`)));
  });
}

/** CPU seconds (user + system) the process has used; the machine is shared, so wall-clock figures alone mislead. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * `connections` keep-alive HTTP/1.1 connections, each sending the next request when the last answer is in,
 * for `seconds`. A plain socket loop (as wrk or autocannon do it): node's http client cost twice the CPU of
 * this one per request, taken from the same 2 cores the API runs on. Every answer must carry a Content-Length
 * and status 200; each connection's first body must parse as a JSON array.
 */
async function load(url, { connections = 32, seconds = 10, headers = {} } = {}) {
  const { hostname, port, pathname, search } = new URL(url);
  const fields = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  const request = Buffer.from(
    `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${fields.join('')}\r\n`,
  );
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const connection = () =>
    new Promise((resolve) => {
      const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
      let pending = Buffer.alloc(0);
      let sentAt = 0;
      let checked = false;
      let done = false;
      const next = () => {
        if (performance.now() >= deadline) {
          done = true;
          socket.end();
          return;
        }
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('connect', next);
      socket.on('data', (chunk) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        const headEnd = pending.indexOf(HEAD_END);
        if (headEnd < 0) return;
        const head = pending.toString('latin1', 0, headEnd);
        const length = /\r\ncontent-length: *(\d+)/i.exec(head);
        if (!length) return void socket.destroy();
        const end = headEnd + 4 + Number(length[1]);
        if (pending.length < end) return;
        if (head.slice(9, 12) !== '200') errors++;
        else if (!checked) {
          checked = true;
          if (!Array.isArray(JSON.parse(pending.toString('utf8', headEnd + 4, end)))) errors++;
        }
        latencies.push(performance.now() - sentAt);
        pending = pending.subarray(end);
        next();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        if (!done) errors++;
        resolve();
      });
    });
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: Math.round(latencies.length / elapsed),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    errors,
  };
}

const round = (n) => Math.round(n * 10) / 10;

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function timed(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

export async function apiBench({ seconds = 10, runs = 3, connections = 32, renderSamples = 15 } = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-bench-'));
  // P6 measures image transformations, which hosted Supabase offers on Pro (the stand-in's optional switch; on
  // its Free default the render endpoint answers 403). P5's list read is the same on either plan.
  const { url, child } = await startApi(dataDir, 'pro');
  try {
    const restUrl = `${url}/rest/v1/events?published=eq.true`;
    const headers = { apikey: ANON, Authorization: `Bearer ${ANON}`, 'Accept-Profile': 'public' };
    await load(restUrl, { connections, seconds: 2, headers });
    const restRuns = [];
    for (let i = 0; i < runs; i++) {
      const cpuBefore = cpuSeconds(child.pid);
      const run = await load(restUrl, { connections, seconds, headers });
      const serverCpuMsPerReq =
        Math.round(((cpuSeconds(child.pid) - cpuBefore) * 1e5) / (run.reqPerSec * seconds)) / 100;
      restRuns.push({ ...run, serverCpuMsPerReq, loadAverage: round(os.loadavg()[0]) });
    }
    const rest = [...restRuns].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs / 2)];

    const session = await json(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-dev-password' }),
    });
    const source = await sharp({
      create: { width: 3000, height: 2000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 50 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    await json(`${url}/storage/v1/object/images/bench/source.jpg`, {
      method: 'POST',
      headers: {
        apikey: ANON,
        Authorization: `Bearer ${session.access_token}`,
        'content-type': 'image/jpeg',
        'x-upsert': 'true',
      },
      body: source,
    });
    const render = (quality) =>
      `${url}/storage/v1/render/image/public/images/bench/source.jpg?width=800&quality=${quality}&format=webp`;
    const cold = [];
    for (let i = 0; i < renderSamples; i++) cold.push(await timed(render(40 + i)));
    const cached = [];
    for (let i = 0; i < 50; i++) cached.push(await timed(render(40)));
    cold.sort((a, b) => a - b);
    cached.sort((a, b) => a - b);
    return {
      reqPerSec: rest.reqPerSec,
      p99Ms: rest.p99Ms,
      renderColdP50Ms: round(percentile(cold, 50)),
      renderCachedP50Ms: round(percentile(cached, 50)),
      details: {
        rest,
        restRuns,
        serverCpuMsPerReq: rest.serverCpuMsPerReq,
        loadAverage: os.loadavg().map(round),
        sourceBytes: source.length,
        connections,
        seconds,
      },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await apiBench();
  console.log(JSON.stringify(result, null, 2));
}
