import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from 'shared-ui/query';
import { describeError } from '../../../lib/errors';
import { findStoredPictures, type StoredPicture } from './find-pictures';
import { prepareStoredPicture, type Outcome } from './prepare-stored-picture';

export interface PrepareRun {
  stage: 'idle' | 'finding' | 'running' | 'finished';
  /** Pictures found, and how far through them the run is (a fraction of the current one included). */
  total: number;
  progress: number;
  current: StoredPicture | null;
  outcomes: Outcome[];
  /** Stop was pressed: the run ends after the current picture. */
  stopping: boolean;
  stopped: boolean;
  /** Why the run could not go on at all (the pictures could not be listed). */
  error: string | null;
}

const IDLE: PrepareRun = {
  stage: 'idle',
  total: 0,
  progress: 0,
  current: null,
  outcomes: [],
  stopping: false,
  stopped: false,
  error: null,
};

/**
 * "Prepare pictures": every stored picture, one at a time, through prepareStoredPicture. The rows' meta is the
 * record of what is done, so a run that was stopped, failed or closed midway is simply started again.
 */
export function usePreparePictures(projectUrl: string) {
  const [run, setRun] = useState<PrepareRun>(IDLE);
  const stop = useRef(false);
  const mounted = useRef(true);
  const queryClient = useQueryClient();
  useEffect(() => {
    mounted.current = true;
    return () => {
      // Leaving the page ends the run after the current picture.
      mounted.current = false;
      stop.current = true;
    };
  }, []);

  const start = useCallback(async () => {
    stop.current = false;
    setRun({ ...IDLE, stage: 'finding' });
    let pictures: StoredPicture[];
    try {
      pictures = await findStoredPictures(projectUrl);
    } catch (error) {
      setRun({ ...IDLE, stage: 'finished', error: describeError(error) });
      return;
    }
    const outcomes: Outcome[] = [];
    setRun((r) => ({ ...r, stage: 'running', total: pictures.length }));
    for (const [index, picture] of pictures.entries()) {
      if (stop.current) break;
      setRun((r) => ({ ...r, current: picture, progress: index }));
      const outcome = await prepareStoredPicture(picture, projectUrl, (fraction) => {
        if (mounted.current) setRun((r) => ({ ...r, progress: index + fraction * 0.9 }));
      });
      outcomes.push(outcome);
      if (mounted.current) setRun((r) => ({ ...r, outcomes: [...outcomes], progress: index + 1 }));
    }
    if (!mounted.current) return;
    setRun((r) => ({
      ...r,
      stage: 'finished',
      current: null,
      stopping: false,
      stopped: outcomes.length < pictures.length,
    }));
    // Pages and lists read the rows again, with their new variants.
    if (outcomes.some((o) => o.kind === 'done')) await queryClient.invalidateQueries();
  }, [projectUrl, queryClient]);

  const requestStop = useCallback(() => {
    stop.current = true;
    setRun((r) => ({ ...r, stopping: true }));
  }, []);

  return { run, start, stop: requestStop };
}
