/** The trace events this reads: Chromium's JSON trace format (complete events, `ph: 'X'`, in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): less than `dur` while the thread waited (for a CPU, on another process). */
  tdur?: number;
  pid: number;
  tid: number;
}

/** Lighthouse's TBT: what each task beyond 50 ms adds, with its main-thread time multiplied by its mobile preset's 4. */
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export interface MainThreadBlocking {
  /** Σ(4 × task − 50 ms) over the page's main-thread tasks after its first contentful paint, by each task's wall time. */
  byWall: number;
  /** The same by the CPU time the main thread had in each task: the part its own work would block on an idle machine. */
  byCpu: number;
}

/**
 * The blocking a Lighthouse run's own trace shows, counted twice. Lighthouse's TBT multiplies each task's wall time by
 * 4, and on a 2-core machine the renderer's main thread waits in its tasks for a CPU (the renderer's own background
 * compiles, the browser and GPU processes, Lighthouse itself) or for another process (the first text's font lookup):
 * the gap between the two figures is the machine's share of a run's TBT, which no change in the page's code removes.
 * From the first contentful paint (TBT's window starts there) to the trace's end (its simulated end is not in the
 * trace); `undefined` for a trace without a first contentful paint.
 */
export function mainThreadBlocking(events: TraceEvent[]): MainThreadBlocking | undefined {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const blocking = (ms: number) => Math.max(0, CPU_SLOWDOWN * ms - LONG_TASK_MS);
  let byWall = 0;
  let byCpu = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.pid !== paint.pid || task.tid !== paint.tid)
      continue;
    if (task.ts < paint.ts) continue;
    byWall += blocking((task.dur ?? 0) / 1000);
    byCpu += blocking((task.tdur ?? task.dur ?? 0) / 1000);
  }
  return { byWall: Math.round(byWall), byCpu: Math.round(byCpu) };
}
