// `pnpm bench`: figures that are measured, never guessed. Writes a table to stdout and bench/results.json.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/lib/apps.mjs';
import { measureVisitorLoad } from './visitor-load';

interface Figure {
  id: string;
  measure: string;
  value: number;
  unit: string;
  target?: string;
}

const figures: Figure[] = [];

const visitor = await measureVisitorLoad();
figures.push(
  { id: 'P1', measure: 'JS for a first load of /, gzip', value: visitor.jsGzipBytes / 1024, unit: 'KB', target: '≤ 180 KB' },
  { id: 'P1r', measure: 'JS for a first load of /, raw', value: visitor.jsRawBytes / 1024, unit: 'KB' },
  { id: 'P2', measure: 'admin-portal bytes on public routes', value: visitor.adminBytes, unit: 'B', target: '0' },
);

const width = Math.max(...figures.map((f) => f.measure.length));
console.log(`\n${'id'.padEnd(4)}  ${'measure'.padEnd(width)}  ${'value'.padStart(10)}  target`);
for (const f of figures) {
  console.log(`${f.id.padEnd(4)}  ${f.measure.padEnd(width)}  ${`${f.value.toFixed(1)} ${f.unit}`.padStart(10)}  ${f.target ?? ''}`);
}
writeFileSync(
  path.join(ROOT, 'bench/results.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), figures, details: { visitor } }, null, 2) + '\n',
);
