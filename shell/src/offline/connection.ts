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

/**
 * A worker message for code that registers after the first screen: one that came before anything listened is
 * kept, and delivered once to the first listener (the page's first moments are when it is most likely to come).
 */
function keptSignal() {
  const signalListeners = new Set<() => void>();
  let missed = false;
  return {
    emit() {
      if (signalListeners.size === 0) missed = true;
      for (const listener of signalListeners) listener();
    },
    listen(listener: () => void): () => void {
      signalListeners.add(listener);
      if (missed) {
        missed = false;
        listener();
      }
      return () => signalListeners.delete(listener);
    },
  };
}

const contentUpdated = keptSignal();
const backOnline = keptSignal();

function setState(next: ConnectionState) {
  if (next.savedAt === state.savedAt) return;
  const wasShowingSaved = state.savedAt !== null;
  state = next;
  for (const listener of listeners) listener();
  if (wasShowingSaved && next.savedAt === null) backOnline.emit();
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
      contentUpdated.emit();
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
export const onContentUpdated = contentUpdated.listen;

/**
 * `listener` runs whenever a read comes over the network again after the page showed saved ones (and at once if
 * that happened before anything listened: a page opened offline may be back before its first screen has passed).
 */
export const onBackOnline = backOnline.listen;
