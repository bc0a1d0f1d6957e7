// `pnpm db:advisor`: the advisor's findings for the local database, as hosted Supabase's dashboard lists them.
// Exits 1 when any is ERROR or WARN. Stop the local API first when it uses PGlite (one process per data folder).
import { runAdvisor } from '../db/advisor/index.ts';
import { openLocalDatabase } from '../db/local-database.ts';

const db = await openLocalDatabase();
try {
  const findings = await runAdvisor(db);
  for (const f of findings) console.log(`${f.level.padEnd(5)} ${f.lint}: ${f.detail}`);
  const serious = findings.filter((f) => f.level !== 'INFO').length;
  console.log(`${findings.length} findings, ${serious} ERROR or WARN`);
  process.exitCode = serious ? 1 : 0;
} finally {
  await db.close();
}
