import { useCallback, useRef, useState } from 'react';
import type { FileDropItem } from 'shared-ui/uploads';
import { describeError } from '../../../lib/errors';

/** `target` says what the file is for (e.g. the row it replaces); undefined for a new item. */
export type UploadRunner = (
  file: File,
  onProgress: (fraction: number) => void,
  target?: string,
) => Promise<unknown>;

type QueueItem = FileDropItem & { target?: string };

/**
 * Several files chosen at once, uploaded one after another with per-file progress. A failed file
 * stays in the list with its reason and a retry; the others carry on.
 */
export function useUploadQueue(run: UploadRunner) {
  const [items, setItems] = useState<QueueItem[]>([]);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const runRef = useRef(run);
  runRef.current = run;

  const patch = useCallback((id: string, change: Partial<QueueItem>) => {
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const enqueue = useCallback(
    (item: QueueItem) => {
      patch(item.id, { status: 'queued', progress: 0, error: undefined });
      chain.current = chain.current.then(async () => {
        patch(item.id, { status: 'uploading', progress: 0 });
        try {
          await runRef.current(
            item.file,
            (fraction) => patch(item.id, { progress: Math.round(fraction * 100) }),
            item.target,
          );
          patch(item.id, { status: 'done', progress: 100 });
        } catch (error) {
          patch(item.id, { status: 'error', error: describeError(error) });
        }
      });
    },
    [patch],
  );

  const add = useCallback(
    (files: File[], target?: string) => {
      const added = files.map((file): QueueItem => ({
        id: crypto.randomUUID(),
        file,
        status: 'queued',
        progress: 0,
        target,
      }));
      setItems((all) => [...all, ...added]);
      added.forEach(enqueue);
    },
    [enqueue],
  );

  const retry = useCallback(
    (id: string) => {
      const item = items.find((i) => i.id === id);
      if (item) enqueue(item);
    },
    [items, enqueue],
  );

  const remove = useCallback(
    (id: string) => setItems((all) => all.filter((i) => i.id !== id || i.status === 'uploading')),
    [],
  );
  const clearFinished = useCallback(() => setItems((all) => all.filter((i) => i.status !== 'done')), []);
  const busy = items.some((i) => i.status === 'uploading' || i.status === 'queued');

  // How a FileDrop shows this queue: every upload field wires it the same way.
  const dropProps = {
    items,
    onFilesAccepted: (files: File[]) => add(files),
    onRetry: retry,
    onRemove: remove,
  };
  return { items, add, retry, remove, clearFinished, busy, dropProps };
}
