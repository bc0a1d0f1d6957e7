// `pnpm backup [--out FILE|FOLDER/] [--keep N]` and `pnpm restore FILE [--replace]`.
// The project: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, else the local API on 127.0.0.1:54321.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupToFile } from './backup-to-file.ts';
import { connectFromEnv } from './project.ts';
import { RestoreRefused } from './refusal.ts';
import { restoreArchive } from './restore.ts';

const USAGE = `Usage:
  pnpm backup [--out FILE.zip | --out FOLDER/] [--keep N]
  pnpm restore FILE.zip [--replace]
The project is SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY (default: the local API on 127.0.0.1:54321).`;

/** pnpm runs scripts from the workspace root: paths are taken from where the command was typed. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv.filter((arg) => arg !== '--');
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      out: { type: 'string' },
      keep: { type: 'string' },
      replace: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const log = (line: string) => console.log(line);
  if (command === 'backup') {
    if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
    const keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && !(Number.isInteger(keep) && keep > 0)) {
      throw new UsageError(`--keep takes a whole number of archives (1 or more), not ${values.keep}`);
    }
    await backupToFile({ connection: connectFromEnv(), out: fromCaller(values.out ?? './'), keep, log });
    return;
  }
  if (command === 'restore') {
    if (positionals.length !== 1) throw new UsageError('restore takes one archive file');
    await restoreArchive({
      file: fromCaller(positionals[0]!),
      target: connectFromEnv(),
      replace: values.replace,
      log,
    });
    return;
  }
  throw new UsageError(`Unknown command ${command ?? '(none)'}`);
}

class UsageError extends Error {}

const command = process.argv.slice(2).find((arg) => arg !== '--');
main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (error instanceof RestoreRefused && command === 'restore') {
      console.error(`Restore refused (${error.reason}): ${error.message}`);
      process.exit(3);
    }
    console.error(
      `${command === 'restore' ? 'Restore' : 'Backup'} failed: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  },
);
