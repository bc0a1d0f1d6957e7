import type { ExecFileSyncOptions } from 'node:child_process';

export function pnpmCommand(): [string, string[]];
export function runPnpm(args: string[], options?: ExecFileSyncOptions): Buffer;
