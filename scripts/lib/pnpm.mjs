import { execFileSync } from 'node:child_process';

/**
 * pnpm as the current process found it (npx-provided in `npm run up` and CI), else from PATH: the command and
 * the arguments that come before pnpm's own. pnpm 12 is a native binary; older ones (and npm) are scripts run
 * by node.
 */
export function pnpmCommand() {
  const execPath = process.env.npm_execpath;
  if (!execPath || !/pnpm/.test(execPath)) return ['pnpm', []];
  return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
}

/** Runs pnpm to completion; throws with its output when it fails. */
export function runPnpm(args, options = {}) {
  const [command, prefix] = pnpmCommand();
  return execFileSync(command, [...prefix, ...args], { stdio: 'pipe', ...options });
}
