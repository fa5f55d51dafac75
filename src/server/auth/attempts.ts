/**
 * The sign-in limits' one rule: only failures count. An attempt is counted before it is tried, so
 * that attempts sent at once, to any process, never all get past a limit; the count is taken back
 * unless the attempt failed on its own account (a wrong password, a body that cannot be read, a
 * Google sign-in that comes back refused). A successful sign-in, one refused by a limit and one the
 * server failed (a database that went away) use up no one's allowance, so the many players behind
 * one carrier's or school's address are never held back by each other's successes.
 */
import type { RateLimiter } from '../http/rate-limit';

export type Counter = readonly [limiter: RateLimiter, key: string];

export type Attempt = {
  /** Seconds to wait when a limit was already reached (nothing stays counted then); else null. */
  readonly wait: number | null;
  /** The attempt does not count after all: each of its hits is taken back. */
  takeBack(): Promise<void>;
};

/** Counts one attempt against each counter in turn, stopping at the first that is over its limit. */
export async function countAttempt(counters: readonly Counter[]): Promise<Attempt> {
  let counted: Counter[] = [];
  const takeBack = async () => {
    const hits = counted;
    counted = [];
    await Promise.all(hits.map(([limiter, key]) => limiter.undo(key)));
  };
  for (const counter of counters) {
    const wait = await counter[0].hit(counter[1]);
    counted.push(counter);
    if (wait !== null) {
      await takeBack();
      return { wait, takeBack };
    }
  }
  return { wait: null, takeBack };
}

/** Whether an answer is a failure of the attempt's own: a 4xx, other than a limit's 429. */
export const failedOnItsOwn = (status: number) => status >= 400 && status < 500 && status !== 429;
