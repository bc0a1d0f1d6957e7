/**
 * When a tab holds its Realtime connection (issue #31). Supabase's Free plan allows 200 at once for the whole
 * project, so a visitor holds one only while it is useful: while a page that shows changing content is open, the
 * first screen is done and the tab is visible (a tab hidden for a while lets it go). When the connection is
 * refused (the project is at its limit) or drops, the tab keeps working: it tries again later, each time waiting
 * longer and at a random point of that wait so that a crowd of visitors never comes back at the same moment, and
 * meanwhile reads again when the visitor comes back to the tab, at most every few minutes.
 *
 * This is only the decision; content-channel.ts opens and closes the channel, and the caller refetches.
 */

export interface LiveLink {
  /** Join the shared channel (the socket opens with it). */
  open(): void;
  /** Leave it and close the socket: the tab then holds no connection. */
  close(): void;
}

export interface LifecycleTimings {
  /** A tab hidden this long lets its connection go. */
  hiddenCloseMs: number;
  /** Reads again without a connection at most this often (on return to the tab, and while it stays visible). */
  fallbackRefetchMs: number;
  /** First wait after a drop, and after a refusal; each later attempt waits twice as long, up to the cap. */
  retryAfterDropMs: number;
  retryAfterRefusalMs: number;
  /** The longest wait after drops (the network, or the server restarting), and after refusals. */
  dropRetryCapMs: number;
  retryCapMs: number;
}

/**
 * A minute hidden is a visitor who went elsewhere, not one glancing at another tab. Without a connection, reading
 * again every three minutes keeps a page fresh at a few requests an hour. A drop (a network blip, a server restart)
 * is retried soon and never waits more than 15 s: a join to a server that is down costs the project nothing, and
 * the page is live again soon after it is back. A refusal means the project is full, and a crowd retrying soon
 * would only keep it full: its waits grow to 5 minutes.
 */
export const LIVE_TIMINGS: LifecycleTimings = {
  hiddenCloseMs: 60_000,
  fallbackRefetchMs: 3 * 60_000,
  retryAfterDropMs: 2_000,
  retryAfterRefusalMs: 30_000,
  dropRetryCapMs: 15_000,
  retryCapMs: 5 * 60_000,
};

export interface LifecycleClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** In [0, 1). */
  random(): number;
}

export const browserClock: LifecycleClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  random: () => Math.random(),
};

export type LiveStatus = 'off' | 'connecting' | 'live' | 'waiting';

/**
 * `catchUp(since)` reads again whatever was read before `since`: changes from then on may have been missed.
 * The first join catches up on nothing: the page has just read its data (each read once per visit).
 */
export class LiveLifecycle {
  private wanted = false;
  private firstScreenDone = false;
  private visible = true;
  private opened = false;
  private live = false;
  /** Since when changes may have been missed, or null when the page is up to date. */
  private missedSince: number | null = null;
  private failures = 0;
  private lastLoss: 'refused' | 'dropped' | null = null;
  /** The connection being opened is the one a returning visitor's tab asked for. */
  private reopenedOnReturn = false;
  private lastFallbackAt = -Infinity;
  private hideTimer: unknown = null;
  private retryTimer: unknown = null;
  private fallbackTimer: unknown = null;

  constructor(
    private readonly link: LiveLink,
    private readonly catchUp: (since: number) => void,
    private readonly timings: LifecycleTimings,
    private readonly clock: LifecycleClock = browserClock,
  ) {}

  get status(): LiveStatus {
    if (this.live) return 'live';
    if (this.retryTimer !== null) return 'waiting';
    return this.opened ? 'connecting' : 'off';
  }

  /** Whether an open page shows content that changes. */
  setWanted(wanted: boolean): void {
    this.wanted = wanted;
    this.update();
  }

  setFirstScreenDone(): void {
    this.firstScreenDone = true;
    this.update();
  }

  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    if (!visible) {
      if (this.opened)
        this.hideTimer = this.clock.setTimeout(() => this.hiddenTooLong(), this.timings.hiddenCloseMs);
      this.update();
      return;
    }
    this.clearTimer('hideTimer');
    // Back on a tab that could not stay live: read again now (if not too recently), then reconnect as planned.
    if (this.retryTimer !== null) this.fallbackRefetch();
    const wasOpen = this.opened;
    this.update();
    this.reopenedOnReturn = this.opened && !wasOpen;
  }

  /**
   * The browser is offline: whatever changes now is missed, even where the socket has not noticed yet, and what a
   * page reads meanwhile comes from the offline copy. The next join (or coming back online) reads again.
   */
  wentOffline(): void {
    this.missedSince ??= this.clock.now();
  }

  /**
   * The browser is online again. A tab waiting after a drop (most likely its own network) joins now instead of at
   * the end of its wait; after a refusal it still waits, the project is as full as it was. A tab whose connection
   * lived through it reads what it missed now.
   */
  backOnline(): void {
    if (this.live && this.missedSince !== null) {
      this.catchUp(this.missedSince);
      this.missedSince = null;
      return;
    }
    if (this.retryTimer === null || this.lastLoss !== 'dropped') return;
    this.clearTimer('retryTimer');
    this.update();
  }

  subscribed(): void {
    this.live = true;
    this.failures = 0;
    this.reopenedOnReturn = false;
    this.clearTimer('fallbackTimer');
    if (this.missedSince !== null) this.catchUp(this.missedSince);
    this.missedSince = null;
  }

  /** The join was refused (the project is at its limit) or the connection dropped. */
  lost(kind: 'refused' | 'dropped'): void {
    if (!this.opened) return;
    this.closeLink();
    this.failures += 1;
    this.lastLoss = kind;
    const refused = kind === 'refused';
    const first = refused ? this.timings.retryAfterRefusalMs : this.timings.retryAfterDropMs;
    const cap = refused ? this.timings.retryCapMs : this.timings.dropRetryCapMs;
    const ceiling = Math.min(cap, first * 2 ** (this.failures - 1));
    // Somewhere in the second half of the wait: spread out, and never sooner than half of it.
    const wait = ceiling / 2 + this.clock.random() * (ceiling / 2);
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      this.update();
    }, wait);
    this.scheduleFallback();
    // The visitor just came back and cannot be live: what they see is read again instead.
    if (this.reopenedOnReturn) this.fallbackRefetch();
    this.reopenedOnReturn = false;
    this.update();
  }

  /** The page that wanted live updates is gone: let everything go. */
  dispose(): void {
    for (const timer of ['hideTimer', 'retryTimer', 'fallbackTimer'] as const) this.clearTimer(timer);
    this.wanted = false;
    if (this.opened) this.closeLink();
  }

  private update(): void {
    const keep =
      this.wanted &&
      this.firstScreenDone &&
      this.retryTimer === null &&
      (this.visible || this.hideTimer !== null);
    if (keep && !this.opened) {
      this.opened = true;
      this.link.open();
    } else if (!keep && this.opened) {
      this.closeLink();
    }
    if (!this.wanted) {
      this.clearTimer('retryTimer');
      this.clearTimer('fallbackTimer');
    }
  }

  private hiddenTooLong(): void {
    this.hideTimer = null;
    this.update();
  }

  private closeLink(): void {
    this.opened = false;
    this.link.close();
    this.missedSince ??= this.clock.now();
    this.live = false;
  }

  /** While visible without a connection, read again every so often (it is the only way changes arrive). */
  private scheduleFallback(): void {
    if (this.fallbackTimer !== null) return;
    this.fallbackTimer = this.clock.setTimeout(() => {
      this.fallbackTimer = null;
      if (this.live || !this.wanted) return;
      if (this.visible) this.fallbackRefetch();
      this.scheduleFallback();
    }, this.timings.fallbackRefetchMs);
  }

  private fallbackRefetch(): void {
    const now = this.clock.now();
    if (now - this.lastFallbackAt < this.timings.fallbackRefetchMs || this.missedSince === null) return;
    this.lastFallbackAt = now;
    this.catchUp(this.missedSince);
    this.missedSince = now;
  }

  private clearTimer(name: 'hideTimer' | 'retryTimer' | 'fallbackTimer'): void {
    if (this[name] !== null) this.clock.clearTimeout(this[name]);
    this[name] = null;
  }
}
