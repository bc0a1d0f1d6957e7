/** What the service worker tells the pages it controls (postMessage), and what they ask of it. */
export type WorkerMessage =
  /** A read of this page was answered from what was saved, because the network failed. */
  | { type: 'piwc:showing-saved'; savedAt: string }
  /** A read of this page reached the network again. */
  | { type: 'piwc:network-ok' }
  /** A saved read changed when it was revalidated: pages showing it should read it again. */
  | { type: 'piwc:content-updated'; url: string };

export const WORKER_MESSAGE_TYPES: WorkerMessage['type'][] = [
  'piwc:showing-saved',
  'piwc:network-ok',
  'piwc:content-updated',
];

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    WORKER_MESSAGE_TYPES.includes((data as { type?: unknown }).type as WorkerMessage['type'])
  );
}

/** Where the worker is served from: the shell's root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';
/** The shell's document as precached, what every route is answered with offline. */
export const PRECACHED_DOCUMENT = '/index.html';
/** The header a saved read carries: when it was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'x-piwc-saved-at';
