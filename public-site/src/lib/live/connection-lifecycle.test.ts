import { describe, expect, it } from 'vitest';
import { LiveLifecycle, type LifecycleClock, type LifecycleTimings } from './connection-lifecycle';

const TIMINGS: LifecycleTimings = {
  hiddenCloseMs: 60_000,
  fallbackRefetchMs: 180_000,
  retryAfterDropMs: 2_000,
  retryAfterRefusalMs: 30_000,
  dropRetryCapMs: 15_000,
  retryCapMs: 300_000,
};

/** A clock whose time only moves when the test says so. */
function fakeClock(random = () => 0.5) {
  let now = 0;
  let next = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: LifecycleClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(++next, { at: now + ms, fn });
      return next;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    random,
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = until;
  };
  return { clock, advance, pending: () => timers.size };
}

function setup(random?: () => number) {
  const time = fakeClock(random);
  const events: string[] = [];
  const lifecycle = new LiveLifecycle(
    {
      open: () => events.push(`open@${time.clock.now()}`),
      close: () => events.push(`close@${time.clock.now()}`),
    },
    (since) => events.push(`catchUp(${since})@${time.clock.now()}`),
    TIMINGS,
    time.clock,
  );
  return { lifecycle, events, ...time };
}

/** Wanted, after the first screen, joined at t=0. */
function liveAtZero(random?: () => number) {
  const s = setup(random);
  s.lifecycle.setWanted(true);
  s.lifecycle.setFirstScreenDone();
  s.lifecycle.subscribed();
  return s;
}

describe('LiveLifecycle', () => {
  it('connects only for a page with changing content, after the first screen, in a visible tab', () => {
    const { lifecycle, events } = setup();
    lifecycle.setFirstScreenDone();
    expect(events).toEqual([]);
    lifecycle.setVisible(false);
    lifecycle.setWanted(true);
    expect(events).toEqual([]);
    lifecycle.setVisible(true);
    expect(events).toEqual(['open@0']);
    expect(lifecycle.status).toBe('connecting');
    lifecycle.subscribed();
    expect(lifecycle.status).toBe('live');
    lifecycle.setWanted(false);
    expect(events).toEqual(['open@0', 'close@0']);
    expect(lifecycle.status).toBe('off');
  });

  it('the first join reads nothing again: the page has just read its data', () => {
    const { events } = liveAtZero();
    expect(events).toEqual(['open@0']);
  });

  it('keeps the connection through a short switch away, lets it go after a minute hidden', () => {
    const { lifecycle, events, advance } = liveAtZero();
    lifecycle.setVisible(false);
    advance(59_000);
    lifecycle.setVisible(true);
    expect(events).toEqual(['open@0']);
    lifecycle.setVisible(false);
    advance(60_000);
    expect(events).toEqual(['open@0', 'close@119000']);
    expect(lifecycle.status).toBe('off');
    advance(10 * 60_000);
    expect(events).toHaveLength(2);
  });

  it('reconnects when the visitor comes back and reads again what changed while it was away', () => {
    const { lifecycle, events, advance } = liveAtZero();
    lifecycle.setVisible(false);
    advance(5 * 60_000);
    lifecycle.setVisible(true);
    expect(events).toEqual(['open@0', 'close@60000', 'open@300000']);
    lifecycle.subscribed();
    expect(events.at(-1)).toBe('catchUp(60000)@300000');
  });

  it('after a drop or a refusal, closes and waits longer each time, at a random point of the wait', () => {
    const { lifecycle, events, advance } = liveAtZero(() => 0);
    lifecycle.lost('dropped');
    lifecycle.lost('dropped');
    expect(events).toEqual(['open@0', 'close@0']);
    advance(1_000);
    expect(events.at(-1)).toBe('open@1000');
    lifecycle.lost('refused');
    expect(events.at(-1)).toBe('close@1000');
    expect(lifecycle.status).toBe('waiting');
    // Second failure: a refusal's 30 s doubled, and with random() = 0 half of that.
    advance(29_999);
    expect(events.at(-1)).toBe('close@1000');
    advance(1);
    expect(events.at(-1)).toBe('open@31000');
  });

  it('never waits longer than the cap, nor less than half of it: 5 minutes after refusals, 15 s after drops', () => {
    const caps = [
      ['refused', TIMINGS.retryCapMs],
      ['dropped', TIMINGS.dropRetryCapMs],
    ] as const;
    for (const [kind, cap] of caps) {
      for (const r of [0, 0.999]) {
        const { lifecycle, events, advance } = liveAtZero(() => r);
        for (let i = 0; i < 12; i += 1) {
          lifecycle.lost(kind);
          advance(cap);
          expect(lifecycle.status).toBe('connecting');
        }
        const opens = events.filter((e) => e.startsWith('open@')).map((e) => Number(e.slice(5)));
        const waits = opens.slice(1).map((t, i) => t - opens[i]!);
        expect(Math.max(...waits.slice(-3))).toBeLessThanOrEqual(cap);
        expect(Math.min(...waits.slice(-3))).toBeGreaterThanOrEqual(cap / 2);
      }
    }
  });

  it('spreads a crowd of refused visitors over the wait instead of bringing them back together', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const retries = Array.from({ length: 10 }, () => {
      const { lifecycle, events, advance } = liveAtZero(random);
      lifecycle.lost('refused');
      advance(TIMINGS.retryAfterRefusalMs);
      return Number(events.at(-1)!.slice(5));
    });
    expect(new Set(retries).size).toBe(10);
    expect(Math.max(...retries) - Math.min(...retries)).toBeGreaterThan(TIMINGS.retryAfterRefusalMs / 4);
  });

  it('without a connection, reads again at most every few minutes while visible, and not while hidden', () => {
    const { lifecycle, events, advance } = liveAtZero(() => 0.999);
    const catchUps = () => events.filter((e) => e.startsWith('catchUp'));
    // Refused at once and again (the retries are due later): the first read comes a few minutes after the loss.
    lifecycle.lost('refused');
    const before = catchUps().length;
    advance(TIMINGS.fallbackRefetchMs - 1);
    expect(catchUps()).toHaveLength(before);
    advance(1);
    expect(catchUps()).toHaveLength(before + 1);
    lifecycle.lost('refused');
    lifecycle.setVisible(false);
    advance(TIMINGS.fallbackRefetchMs);
    expect(catchUps()).toHaveLength(before + 1);
    // Back after the retry was due: it reconnects, and reads again once joined.
    lifecycle.setVisible(true);
    expect(lifecycle.status).toBe('connecting');
    expect(catchUps()).toHaveLength(before + 1);
    lifecycle.subscribed();
    expect(catchUps()).toHaveLength(before + 2);
    lifecycle.setVisible(false);
    lifecycle.setVisible(true);
    expect(catchUps()).toHaveLength(before + 2);
  });

  it('a visitor back on a tab still waiting to retry sees what it shows read again, at most every few minutes', () => {
    const { lifecycle, events, advance } = liveAtZero(() => 0.999);
    const catchUps = () => events.filter((e) => e.startsWith('catchUp'));
    lifecycle.lost('refused');
    expect(catchUps()).toHaveLength(0);
    lifecycle.setVisible(false);
    lifecycle.setVisible(true);
    expect(lifecycle.status).toBe('waiting');
    expect(catchUps()).toHaveLength(1);
    lifecycle.setVisible(false);
    lifecycle.setVisible(true);
    expect(catchUps()).toHaveLength(1);
    advance(TIMINGS.fallbackRefetchMs);
    expect(catchUps()).toHaveLength(2);
  });

  it('reads again at once when the tab comes back and its connection is refused', () => {
    const { lifecycle, events, advance } = liveAtZero();
    lifecycle.setVisible(false);
    advance(2 * 60_000);
    lifecycle.setVisible(true);
    lifecycle.lost('refused');
    expect(events).toEqual(['open@0', 'close@60000', 'open@120000', 'close@120000', 'catchUp(60000)@120000']);
  });

  it('a hidden tab waiting to retry stays closed until it is visible again', () => {
    const { lifecycle, events, advance } = liveAtZero();
    lifecycle.lost('dropped');
    lifecycle.setVisible(false);
    advance(60 * 60_000);
    expect(events).toEqual(['open@0', 'close@0']);
    lifecycle.setVisible(true);
    expect(events.at(-1)).toBe('open@3600000');
  });

  it('back online after a drop joins at once; after a refusal it still waits out the back-off', () => {
    const dropped = liveAtZero();
    dropped.lifecycle.lost('dropped');
    dropped.advance(500);
    dropped.lifecycle.backOnline();
    expect(dropped.events).toEqual(['open@0', 'close@0', 'open@500']);
    dropped.lifecycle.subscribed();
    expect(dropped.events.at(-1)).toBe('catchUp(0)@500');

    const refused = liveAtZero();
    refused.lifecycle.lost('refused');
    refused.lifecycle.backOnline();
    expect(refused.events).toEqual(['open@0', 'close@0']);
  });

  it('a page opened offline reads again on its first join; a live tab that went offline reads again once back', () => {
    const opened = setup();
    opened.lifecycle.wentOffline();
    opened.lifecycle.setWanted(true);
    opened.lifecycle.setFirstScreenDone();
    opened.lifecycle.subscribed();
    opened.lifecycle.backOnline();
    expect(opened.events).toEqual(['open@0', 'catchUp(0)@0']);

    const live = liveAtZero();
    live.advance(1_000);
    live.lifecycle.wentOffline();
    live.advance(1_000);
    live.lifecycle.backOnline();
    live.lifecycle.backOnline();
    expect(live.events).toEqual(['open@0', 'catchUp(1000)@2000']);
  });

  it('lets everything go when the page leaves', () => {
    const { lifecycle, events, pending } = liveAtZero();
    lifecycle.lost('dropped');
    lifecycle.dispose();
    expect(events).toEqual(['open@0', 'close@0']);
    expect(pending()).toBe(0);
  });
});
