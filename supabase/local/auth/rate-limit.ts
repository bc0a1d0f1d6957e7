/** Fixed-window counters per key (GoTrue limits the token endpoint per IP; we add the e-mail so tests stay independent). */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** true when the call is allowed. */
  take(key: string, now = Date.now()): boolean {
    if (this.windows.size > 10_000) this.sweep(now);
    const win = this.windows.get(key);
    if (!win || now - win.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    win.count += 1;
    return win.count <= this.limit;
  }

  private sweep(now: number) {
    for (const [key, win] of this.windows) if (now - win.start >= this.windowMs) this.windows.delete(key);
  }
}
