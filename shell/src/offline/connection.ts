import { isWorkerMessage, type WorkerMessage } from '../service-worker/messages';

/**
 * What the service worker has said about this page's reads (plain module: main.ts starts listening before the
 * document has parsed, when the browser begins handing the worker's messages over, and before React exists).
 */
export interface ConnectionState {
  /** Set while the page shows reads saved on this device because the network failed: the oldest one's save time. */
  savedAt: string | null;
}

let state: ConnectionState = { savedAt: null };
const listeners = new Set<() => void>();
const updateListeners = new Set<() => void>();
let updatesMissed = false;

function setState(next: ConnectionState) {
  if (next.savedAt === state.savedAt) return;
  state = next;
  for (const listener of listeners) listener();
}

export function handleWorkerMessage(message: WorkerMessage): void {
  switch (message.type) {
    case 'piwc:showing-saved':
      setState({
        savedAt: state.savedAt && state.savedAt < message.savedAt ? state.savedAt : message.savedAt,
      });
      return;
    case 'piwc:network-ok':
      setState({ savedAt: null });
      return;
    case 'piwc:content-updated':
      if (updateListeners.size === 0) updatesMissed = true;
      for (const listener of updateListeners) listener();
  }
}

/** Called first thing in main.ts. */
export function listenToServiceWorker(): void {
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if (isWorkerMessage(event.data)) handleWorkerMessage(event.data);
  });
}

export const connectionState = (): ConnectionState => state;

export function subscribeToConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `listener` runs whenever a saved read turned out changed (and at once if one did before anything listened). */
export function onContentUpdated(listener: () => void): () => void {
  updateListeners.add(listener);
  if (updatesMissed) {
    updatesMissed = false;
    listener();
  }
  return () => updateListeners.delete(listener);
}
