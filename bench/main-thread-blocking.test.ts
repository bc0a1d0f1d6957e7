import { describe, expect, it } from 'vitest';
import { mainThreadBlocking, type TraceEvent } from './main-thread-blocking';

const MAIN = { pid: 7, tid: 7 };
/** A main-thread task: start, wall time and CPU time in ms. */
const task = (at: number, wall: number, cpu: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: at * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
  ...thread,
});
const paintAt = (at: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ts: at * 1000,
  ...MAIN,
});

describe('mainThreadBlocking', () => {
  it('counts each task after the first paint at 4× beyond 50 ms, by its wall time and by its CPU time', () => {
    const events = [
      task(10, 100, 100), // before the first paint: not in TBT's window
      paintAt(50),
      task(60, 40, 10), // waited: 110 ms by wall, nothing by CPU
      task(120, 30, 20), // 70 by wall, 30 by CPU
      task(200, 10, 10), // short: nothing either way
      task(210, 90, 90, { pid: 7, tid: 8 }), // another thread: not the page's main thread
    ];
    expect(mainThreadBlocking(events)).toEqual({ byWall: 180, byCpu: 30 });
  });

  it('has no figure for a trace without a first contentful paint', () => {
    expect(mainThreadBlocking([task(10, 100, 100)])).toBeUndefined();
  });
});
