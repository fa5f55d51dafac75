/** Fixed-window request counters per key (client address, account or player), kept in memory. */
import type { RateLimit } from '../env';

export class RateLimiter {
  private windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly rule: RateLimit) {}

  /** Counts one hit; returns the seconds to wait when over the limit, else null. */
  hit(key: string, now = Date.now()): number | null {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { count: 0, resetAt: now + this.rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.rule.limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : null;
  }

  /** Seconds to wait if the key is already over the limit, without counting a hit. */
  blocked(key: string, now = Date.now()): number | null {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now || window.count < this.rule.limit) return null;
    return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
