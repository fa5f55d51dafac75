/**
 * Fixed-window request counters per key (client address, account and address, player), kept in the
 * database so every server process counts against the same allowance. One statement counts a hit
 * and reads the total, so concurrent hits on any process never both pass the limit. Given a
 * transaction, a hit is undone with it: a refused write does not use up the allowance.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { RateLimit } from '../env';
import type { Queryable } from '../db/database';
import { queryRows } from '../db/database';
import { rateLimits } from '../db/schema';

const secondsLeft = (resetAt: Date) => Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));

export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly bucket: string,
    private readonly rule: RateLimit,
  ) {}

  /** Counts one hit; returns the seconds to wait when over the limit, else null. */
  async hit(key: string, db: Queryable = this.db): Promise<number | null> {
    const [row] = await queryRows<{ count: number; seconds: number }>(
      db,
      sql`
      INSERT INTO rate_limits (bucket, key, count, reset_at)
      VALUES (${this.bucket}, ${key}, 1, now() + ${this.rule.windowMs} * interval '1 millisecond')
      ON CONFLICT (bucket, key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING count, ceil(extract(epoch FROM reset_at - now()))::float8 AS seconds`,
    );
    return row && row.count > this.rule.limit ? Math.max(1, row.seconds) : null;
  }

  /** Seconds to wait if the key is already at its limit, without counting a hit. */
  async blocked(key: string, db: Queryable = this.db): Promise<number | null> {
    const [row] = await db
      .select({ resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.bucket, this.bucket),
          eq(rateLimits.key, key),
          gt(rateLimits.resetAt, sql`now()`),
          sql`${rateLimits.count} >= ${this.rule.limit}`,
        ),
      );
    return row ? secondsLeft(row.resetAt) : null;
  }

  /**
   * Takes back one hit of the running window: an attempt counted before it was tried (so that
   * concurrent attempts never all pass) that turned out not to count. A hit made in the window just
   * ended is taken from the next one, which can only let one more attempt through.
   */
  async undo(key: string, db: Queryable = this.db): Promise<void> {
    await db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(and(eq(rateLimits.bucket, this.bucket), eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`), gt(rateLimits.count, 0)));
  }

  async reset(key: string, db: Queryable = this.db): Promise<void> {
    await db.delete(rateLimits).where(and(eq(rateLimits.bucket, this.bucket), eq(rateLimits.key, key)));
  }
}

/** Drops counters whose window has ended; run now and then. */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}
