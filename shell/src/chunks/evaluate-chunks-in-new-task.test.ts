import { afterEach, describe, expect, it } from 'vitest';
import { evaluateChunksInNewTask } from './evaluate-chunks-in-new-task';

type Handler = (chunkId: string, promises: Array<Promise<unknown>>) => void;
const runtime = globalThis as unknown as { __webpack_require__?: { f: Record<string, Handler> } };

/** What the bundler's ensureChunk does: every handler adds its promises, the chunk's modules wait for all. */
function ensureChunk(chunkId: string): Promise<unknown> {
  const promises: Array<Promise<unknown>> = [];
  for (const handler of Object.values(runtime.__webpack_require__!.f)) handler(chunkId, promises);
  return Promise.all(promises);
}

describe('evaluateChunksInNewTask', () => {
  afterEach(() => {
    delete runtime.__webpack_require__;
  });

  it("runs a chunk's modules in a task after the one its file arrived in", async () => {
    let arrive!: () => void;
    const file = new Promise<void>((resolve) => (arrive = resolve));
    runtime.__webpack_require__ = { f: { jsonp: (_id, promises) => promises.push(file) } };
    evaluateChunksInNewTask();
    const order: string[] = [];
    const modulesRun = ensureChunk('bootstrap').then(() => order.push('modules'));
    arrive();
    // Queued in the task the file arrived in, before the chunk's promise settles there.
    setTimeout(() => order.push('queued task'), 0);
    await modulesRun;
    expect(order).toEqual(['queued task', 'modules']);
  });

  it('waits for every other handler, and fails with the chunk when one of them fails', async () => {
    const failure = new Error('Loading chunk 7 failed');
    runtime.__webpack_require__ = {
      f: {
        jsonp: (_id, promises) => promises.push(Promise.resolve()),
        consumes: (_id, promises) => promises.push(Promise.reject(failure)),
      },
    };
    evaluateChunksInNewTask();
    await expect(ensureChunk('7')).rejects.toBe(failure);
  });
});
