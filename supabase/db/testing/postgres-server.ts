import { execFile, execFileSync } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SUPERUSER } from '../database.ts';

const run = promisify(execFile);

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  port: number;
  /** A connection string for database `name` (created by createDatabase, or `postgres`). */
  url(name?: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(from: number, to: number): Promise<number> {
  const start = from + Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i += 1) {
    const port = from + ((start - from + i) % (to - from + 1));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port in ${from}-${to}`);
}

/** initdb refuses to run as root, so as root the cluster belongs to (and runs as) user `postgres`. */
async function asClusterUser(file: string, args: string[]): Promise<{ stdout: string }> {
  const bin = path.join(POSTGRES_BIN, file);
  if (process.getuid?.() === 0) return run('runuser', ['-u', 'postgres', '--', bin, ...args]);
  return run(bin, args);
}

/**
 * A throwaway PostgreSQL server in a temp folder, its bootstrap superuser `supabase_admin` as on hosted Supabase, on a free port in 55400-55499, listening on
 * 127.0.0.1 only. Needs the server binaries (supabase/scripts/ensure-postgres.sh installs them).
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  if (!existsSync(path.join(POSTGRES_BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL binaries not found in ${POSTGRES_BIN}: run supabase/scripts/ensure-postgres.sh`,
    );
  }
  const root = await mkdtemp(path.join(os.tmpdir(), 'piwc-pg-'));
  const dataDir = path.join(root, 'data');
  const sockDir = root;
  if (process.getuid?.() === 0) {
    await chown(root, ...(await postgresIds()));
  }
  await chmod(root, 0o700);
  await asClusterUser('initdb', [
    '-D',
    dataDir,
    '-U',
    SUPERUSER,
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  // Another process may take the free port before the server binds it: then try another one.
  let port = 0;
  for (let attempt = 1; !port; attempt += 1) {
    const candidate = await freePort(55400, 55499);
    try {
      await asClusterUser('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        path.join(root, 'server.log'),
        '-w',
        'start',
        '-o',
        `-p ${candidate} -k ${sockDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      ]);
      port = candidate;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  const stopArgs = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
  // If the test process ends without afterAll (a crash, a kill), the server must not outlive it.
  const stopOnExit = () => {
    const bin = path.join(POSTGRES_BIN, 'pg_ctl');
    const [cmd, args] =
      process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', bin, ...stopArgs]] : [bin, stopArgs];
    try {
      execFileSync(cmd as string, args as string[], { stdio: 'ignore' });
    } catch {
      // already stopped
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  const url = (name = 'postgres') => `postgresql://${SUPERUSER}@127.0.0.1:${port}/${name}`;
  return {
    port,
    url,
    async createDatabase(name) {
      await run(path.join(POSTGRES_BIN, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        SUPERUSER,
        '-d',
        'postgres',
        '-c',
        `create database "${name}"`,
      ]);
      return url(name);
    },
    async stop() {
      process.off('exit', stopOnExit);
      await asClusterUser('pg_ctl', stopArgs).catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}

async function postgresIds(): Promise<[number, number]> {
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return [uid, gid];
}
