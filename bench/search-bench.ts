// S1 (was P8): site search (`search_content`, issue 25) on the local API with 10,000 content rows besides the seed.
// Starts the API on a fresh data folder, adds the rows through REST as the service role (so the search index is
// kept by the same triggers as an admin's edits), then times the RPC as a visitor calls it: one request at a
// time, a mix of what people type (a preacher, a place, a topic, a phrase, an exclusion), p50/p95 over
// `samples` requests after a warm-up. Prints { p50Ms, p95Ms, … } when run on its own.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { random } from '../supabase/seed/pictures.ts';
import { startApi } from './api-bench.mjs';

const ANON =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const SERVICE =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** How many rows of each kind, 10,000 in all. */
export const ROWS = {
  sermons: 2000,
  events: 2000,
  announcements: 2000,
  notices: 2000,
  ministries: 1000,
  leaders: 1000,
};

/** What visitors type: names and places that match a few dozen rows, topics that match thousands. */
const QUERIES = [
  'Owusu',
  'Frimpong',
  'Asokwa Park',
  'Prempeh Hall',
  'prayer',
  'youth camp',
  'harvest thanksgiving',
  '"holy spirit"',
  'grace -fasting',
  'marriage or family',
  'Romans 8',
  'church',
  'choir rehearsal',
  'children',
  'Kwadwó',
  'missions outreach Tamale',
  'bible study wednesday',
];

const FIRST =
  'Kwame Kofi Kwabena Yaw Kwadwo Kwaku Ama Akosua Abena Adwoa Afua Efua Yaa Esi Grace Emmanuel Samuel Ruth Esther Joseph Patience Comfort Michael Rebecca'.split(
    ' ',
  );
const LAST =
  'Mensah Owusu Boateng Asante Osei Agyeman Amoako Appiah Darko Frimpong Ofori Adjei Boakye Opoku Acheampong Antwi Sarpong Gyamfi Tetteh Quaye Addo Bonsu Manu Nyarko'.split(
    ' ',
  );
const PLACES = [
  'Main Auditorium',
  'Conference Room A',
  'Asokwa Park',
  'Children’s Church Hall',
  'Prempeh Hall',
  'Lake Bosomtwe',
  'Kumasi Cultural Centre',
  'Baba Yara Stadium',
  'KNUST Great Hall',
  'Tamale Central Mosque Road',
  'Bantama Community Centre',
  'Santasi Roundabout',
];
const BOOKS =
  'Genesis Exodus Psalm Proverbs Isaiah Matthew Mark Luke John Acts Romans Galatians Ephesians Philippians James Hebrews'.split(
    ' ',
  );
/** Words most rows have, as real church news does. */
const COMMON = 'church god members week service kumasi asokwa pastor sunday community family worship'.split(
  ' ',
);
/** Words a row is about: each is in roughly one row in seven, as a topic would be. */
const TOPICAL = (
  'prayer faith grace hope love fasting revival youth children marriage harvest thanksgiving missions outreach ' +
  'evangelism discipleship choir music bible study fellowship healing stewardship giving leadership holiness holy ' +
  'spirit salvation forgiveness elders deacons wednesday friday morning evening camp rehearsal seminar programme ' +
  'offering welfare hospital school city mercy peace joy patience kindness praise psalms hymns drums dance drama ' +
  'ushers protocol media sound projector library books sandals uniforms bags volunteers donors sponsors visitors ' +
  'newcomers baptism communion dedication wedding funeral naming counselling visitation widows orphans prisoners ' +
  'farmers traders students teachers nurses drivers artisans market lorry station village district region nation ' +
  'africa ghana accra tamale sunyani techiman obuasi konongo mampong ejisu bekwai offinso tepa agona'
).split(' ');
const FILLER =
  'the of and to in we our for with on at is are will all who his as be from this that you your'.split(' ');

/** Believable rows, the same every run (the seed's deterministic random numbers). */
export function generator(seed: number) {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const person = () => `${pick(FIRST)} ${pick(LAST)}`;
  const words = (min: number, max: number) => {
    const n = min + Math.floor(rnd() * (max - min));
    const out = Array.from({ length: n }, () => {
      const r = rnd();
      return pick(r < 0.45 ? FILLER : r < 0.7 ? COMMON : TOPICAL);
    });
    return `${out.join(' ')}.`.replace(/^./, (c) => c.toUpperCase());
  };
  const title = () => words(3, 7).slice(0, -1);
  const day = () =>
    new Date(Date.UTC(2020 + Math.floor(rnd() * 7), Math.floor(rnd() * 12), 1 + Math.floor(rnd() * 28), 9));
  return {
    sermons: () => ({
      title: title(),
      preacher: `Pastor ${person()}`,
      series: words(2, 4).slice(0, -1),
      scripture: `${pick(BOOKS)} ${1 + Math.floor(rnd() * 20)}:${1 + Math.floor(rnd() * 30)}`,
      summary: words(20, 40),
      preached_on: day().toISOString().slice(0, 10),
    }),
    events: () => ({
      title: title(),
      location: pick(PLACES),
      category: pick(['Service', 'Youth', 'Outreach', 'Fellowship', 'Prayer']),
      description: words(40, 120),
      starts_at: day().toISOString(),
    }),
    announcements: () => ({
      title: title(),
      summary: words(12, 24),
      content: words(60, 150),
      location: pick(PLACES),
      category: pick(['General', 'Service', 'Youth', 'Outreach']),
      publish_at: day().toISOString(),
    }),
    notices: () => ({
      title: title(),
      summary: words(10, 20),
      content: words(40, 120),
      category: pick(['General', 'Finance', 'Facilities', 'Choir']),
      publish_at: day().toISOString(),
    }),
    ministries: () => ({
      name: `${title()} Ministry`,
      summary: words(12, 24),
      description: words(60, 150),
      leader_name: person(),
      schedule: `${pick(['Sundays', 'Wednesdays', 'Fridays', 'Saturdays'])}, ${1 + Math.floor(rnd() * 11)} pm`,
      age_group: pick(['Adults', 'Youth', 'Children', 'All ages']),
    }),
    leaders: () => ({
      name: person(),
      role: pick(['Elder', 'Deacon', 'Deaconess', 'Pastor', 'Choir Director', 'Youth Leader']),
      ministry: `${pick(TOPICAL)} ministry`,
      bio: words(30, 90),
    }),
  };
}

async function insertRows(url: string) {
  const make = generator(25);
  for (const [table, count] of Object.entries(ROWS) as [keyof typeof ROWS, number][]) {
    for (let done = 0; done < count; done += 500) {
      const makeRow: () => object = make[table];
      const rows = Array.from({ length: Math.min(500, count - done) }, () => makeRow());
      const response = await fetch(`${url}/rest/v1/${table}`, {
        method: 'POST',
        headers: {
          apikey: SERVICE,
          Authorization: `Bearer ${SERVICE}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(rows),
      });
      if (response.status !== 201)
        throw new Error(`insert into ${table}: ${response.status} ${await response.text()}`);
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 10) / 10;

export interface SearchBenchResult {
  p50Ms: number;
  p95Ms: number;
  details: Record<string, unknown>;
}

export async function searchBench({ samples = 320 } = {}): Promise<SearchBenchResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'search-bench-'));
  const { url, child } = await startApi(dataDir);
  try {
    const loadStarted = performance.now();
    await insertRows(url);
    const loadSeconds = round((performance.now() - loadStarted) / 1000);
    const search = async (q: string) => {
      const started = performance.now();
      const response = await fetch(`${url}/rest/v1/rpc/search_content?q=${encodeURIComponent(q)}`, {
        headers: { apikey: ANON, Authorization: `Bearer ${ANON}`, 'Accept-Profile': 'public' },
      });
      const hits = (await response.json()) as unknown[];
      if (response.status !== 200) throw new Error(`search ${q}: ${response.status} ${JSON.stringify(hits)}`);
      return { ms: performance.now() - started, hits: hits.length };
    };
    const hitsPerQuery: Record<string, number> = {};
    for (const q of QUERIES) {
      hitsPerQuery[q] = (await search(q)).hits;
      if (hitsPerQuery[q] === 0) throw new Error(`the bench query "${q}" found nothing: fix the generator`);
    }
    const times: number[] = [];
    const perQuery: Record<string, number[]> = {};
    for (let i = 0; i < samples; i++) {
      const q = QUERIES[i % QUERIES.length]!;
      const { ms } = await search(q);
      times.push(ms);
      (perQuery[q] ??= []).push(ms);
    }
    times.sort((a, b) => a - b);
    return {
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      details: {
        rows: ROWS,
        loadSeconds,
        samples,
        hitsPerQuery,
        p95MsPerQuery: Object.fromEntries(
          Object.entries(perQuery).map(([q, ms]) => [
            q,
            round(
              percentile(
                ms.sort((a, b) => a - b),
                95,
              ),
            ),
          ]),
        ),
        loadAverage: os.loadavg().map(round),
      },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await searchBench(), null, 2));
}
