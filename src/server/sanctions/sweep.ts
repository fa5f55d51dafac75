/**
 * Ends bans by their date with nobody acting: every server process looks, now and then, for players
 * still out of the lists whose ban has ended, and settles them (effects.ts) in a write like any
 * other, so the change is logged, announced to every process and cleared from every cache. The
 * database decides who settles whom (SKIP LOCKED): processes looking at once never settle a player
 * twice, and the look itself is one cheap read that writes nothing when nothing is due.
 */
import { write, type Writer } from '../db/write';
import { bansToSettle, settleBans } from './effects';

/** How often a process looks: a ban ends at most this long after its date. */
export const BAN_SWEEP_MS = 15_000;

/** Settles every ban that has ended by its date; answers the players brought back. */
export async function sweepBans(writer: Writer): Promise<number[]> {
  if (!(await bansToSettle(writer.db))) return [];
  return write(writer, (tx, log) => settleBans(tx, log));
}

/** Looks every `everyMs` until stopped; a failed look (the database away) waits for the next one. */
export function startBanSweep(writer: Writer, everyMs = BAN_SWEEP_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void sweepBans(writer)
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
