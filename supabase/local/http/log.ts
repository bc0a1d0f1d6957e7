export type LogSink = (line: string) => void;
export type LogLevel = 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { info: 0, warn: 1, error: 2, silent: 3 };

export interface Logger {
  /** undefined when lines at `info` (one per request) are not wanted, so request logging costs nothing. */
  info?: LogSink;
  write(level: Exclude<LogLevel, 'silent'>, fields: Record<string, unknown>): void;
}

/** JSON lines; `false` = quiet, a function receives every line, a level filters stdout. */
export function makeLogger(option: boolean | LogSink | undefined, level: LogLevel = 'info'): Logger {
  const sink: LogSink | undefined =
    option === false
      ? undefined
      : typeof option === 'function'
        ? option
        : (line) => process.stdout.write(`${line}\n`);
  const min = typeof option === 'function' ? 0 : RANK[level];
  const write = (lvl: Exclude<LogLevel, 'silent'>, fields: Record<string, unknown>) => {
    if (sink && RANK[lvl] >= min)
      sink(JSON.stringify({ time: new Date().toISOString(), level: lvl, ...fields }));
  };
  return { info: sink && min === 0 ? (line) => sink(line) : undefined, write };
}
