// `shared-ui/save-data`: whether the visitor asked to save data. Not shared at run time: each app bundles these few
// lines with the code that uses them (the shell's service worker, a sermon's video), none on the first screen.

/** What a page or a worker may know of its connection (the Network Information API; Chromium only). */
export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = ['slow-2g', '2g'];

const ownConnection = (): ConnectionFacts | undefined =>
  (globalThis.navigator as { connection?: ConnectionFacts } | undefined)?.connection;

/** True when the connection saves data (Chrome's Lite mode, Android's Data Saver) or is 2G. */
export function connectionSavesData(connection: ConnectionFacts | undefined = ownConnection()): boolean {
  if (connection?.saveData) return true;
  return SLOW_CONNECTIONS.includes(connection?.effectiveType ?? '');
}
