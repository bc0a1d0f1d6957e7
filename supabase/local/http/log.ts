export type LogSink = (line: string) => void;

export function makeLogger(option: boolean | LogSink | undefined): LogSink | undefined {
  if (option === false) return undefined;
  if (typeof option === 'function') return option;
  return (line) => process.stdout.write(`${line}\n`);
}

export function logEvent(sink: LogSink | undefined, fields: Record<string, unknown>): void {
  sink?.(JSON.stringify({ time: new Date().toISOString(), ...fields }));
}
