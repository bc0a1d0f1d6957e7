import type { Database } from '../../db/database.ts';
import { pgrstError } from './errors.ts';
import { loadSchemaCache, tableKey, type RoutineDef, type SchemaCache, type Table } from './schema-cache.ts';

const RELOAD_INTERVAL_MS = 2000;

/**
 * The catalog, loaded once and reused by every request. A name that is not in it triggers at most one
 * reload per interval, so tables added by a later migration appear without a restart.
 */
export class SchemaStore {
  private cache: Promise<SchemaCache> | undefined;
  private loadedAt = 0;

  constructor(
    private readonly db: Database,
    readonly schemas: string[] = ['public'],
  ) {}

  get(): Promise<SchemaCache> {
    if (!this.cache) this.reload();
    return this.cache!;
  }

  reload(): Promise<SchemaCache> {
    this.loadedAt = Date.now();
    this.cache = loadSchemaCache(this.db, this.schemas);
    this.cache.catch(() => (this.cache = undefined));
    return this.cache;
  }

  private async lookup<T>(find: (cache: SchemaCache) => T | undefined): Promise<T | undefined> {
    const found = find(await this.get());
    if (found !== undefined || Date.now() - this.loadedAt < RELOAD_INTERVAL_MS) return found;
    return find(await this.reload());
  }

  async table(schema: string, name: string): Promise<Table> {
    const table = await this.lookup((cache) => cache.tables.get(tableKey(schema, name)));
    if (!table) {
      throw pgrstError(
        404,
        'PGRST205',
        `Could not find the table '${schema}.${name}' in the schema cache`,
        null,
        null,
      );
    }
    return table;
  }

  async routines(schema: string, name: string): Promise<RoutineDef[]> {
    return (await this.lookup((cache) => cache.routines.get(tableKey(schema, name)))) ?? [];
  }
}
