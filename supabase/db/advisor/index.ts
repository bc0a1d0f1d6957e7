import type { Queryable } from '../database.ts';
import { EXPOSED_SCHEMAS, runLints, type Finding } from './lint.ts';
import { PERFORMANCE_LINTS } from './performance.ts';
import { SECURITY_LINTS } from './security.ts';

export { EXPOSED_SCHEMAS, PLATFORM_SCHEMAS, type Finding, type Level, type Lint } from './lint.ts';

/**
 * Every check of Supabase's database advisor (splinter) that applies without pg_graphql, except 0020 (table
 * bloat, an estimate from statistics a fresh database does not have yet).
 */
export const ADVISOR_LINTS = [...SECURITY_LINTS, ...PERFORMANCE_LINTS].sort((a, b) =>
  a.id.localeCompare(b.id),
);

/** The advisor's findings for this database, as hosted Supabase's dashboard would list them. */
export function runAdvisor(db: Queryable, exposed: string[] = EXPOSED_SCHEMAS): Promise<Finding[]> {
  return runLints(db, ADVISOR_LINTS, exposed);
}
