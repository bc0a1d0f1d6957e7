import { yieldToMain } from 'shared-ui/yield-to-main';

/** The bundler's chunk loading: each handler in `f` adds what a chunk waits for before its modules run. */
declare const __webpack_require__: {
  f: Record<string, (chunkId: string | number, promises: Array<Promise<unknown>>) => void>;
};

/**
 * A chunk's modules run in a task after the one its last file or shared module arrived in.
 *
 * A chunk's script ends by handing its modules to the bundler, which resolves the chunk's promise there and
 * then: the modules that waited for it ran in that same task, after the script's own compile. react-dom's
 * chunk and the code that starts rendering were one task of 30-40 ms here (120-160 ms on Lighthouse's phone,
 * 70-110 ms of it blocking); split, neither half passes 25 ms.
 */
export function evaluateChunksInNewTask(): void {
  __webpack_require__.f.evaluateInNewTask = (_chunkId, promises) => {
    // Added last, so this sees every other handler's promise for the chunk (Promise.all reads them now).
    promises.push(Promise.all(promises).then(yieldToMain));
  };
}
