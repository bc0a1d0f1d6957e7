import type { WorkerMessage } from './messages';

declare const self: ServiceWorkerGlobalScope;

/** The page a fetch was made for: its own client, or for a navigation the page it is creating. */
export async function tellClientOf(event: ExtendableEvent, message: WorkerMessage): Promise<void> {
  const fetchEvent = event as FetchEvent;
  const id = fetchEvent.clientId || fetchEvent.resultingClientId;
  const client = id ? await self.clients.get(id) : undefined;
  client?.postMessage(message);
}

export async function tellEveryPage(message: WorkerMessage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}
