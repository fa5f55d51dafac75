/**
 * `npm run bench:api -- --review`: 'Review next' under 16 concurrent reviewers. A database of its own
 * (PGlite, and PostgreSQL when reachable) gets 16 staff members and 2,000 pending submissions; each
 * reviewer asks for the next one, again and again, until the queue answers 204. Printed: claims per
 * second, the latency of a claim, and how many submissions were given to two reviewers (goal 0).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../src/server/db/database';
import type { Running } from '../support/processes';
import { ms } from './measure';

export const REVIEW_HEADER = ['database', 'reviewers', 'claimed', 'given twice', 'claims/s', 'claim p50', 'p99', 'left unclaimed'];
export const REVIEWERS = 16;
const PENDING = 2_000;
const LINK = 'https://www.youtube.com/watch?v=review00000';

/** The queue's data: one level, one submitter, REVIEWERS staff members (ids 2…), PENDING submissions. */
export async function fillQueue(target: { dataDir: string } | { databaseUrl: string }): Promise<number[]> {
  const handle = await openDatabase(
    'databaseUrl' in target ? { databaseUrl: target.databaseUrl, dataDir: '' } : { dataDir: target.dataDir },
  );
  try {
    const { db } = handle;
    await db.execute(sql`INSERT INTO players (username, is_staff) VALUES ('Submitter', false)`);
    const staff = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO players (username, is_staff) SELECT 'Reviewer' || n, true FROM generate_series(1, ${REVIEWERS}) n RETURNING id`,
    );
    await db.execute(sql`INSERT INTO levels (type, id, name, publisher, difficulty, link, thumbnail, ranking, duration, minimum_completion)
      VALUES ('classic', '424242', 'Queue', 'Bench', 'EXTREME_DEMON', ${LINK}, 'https://img.example/t.png', 1, 'LONG', 60)`);
    await db.execute(sql`INSERT INTO submissions (type, level_id, player_id, percentage, link, submission_date)
      SELECT 'classic', '424242', (SELECT id FROM players WHERE username = 'Submitter'), 100, ${LINK}, now() - make_interval(secs => n)
      FROM generate_series(1, ${PENDING}) n`);
    return staff.map((row) => Number(row.id));
  } finally {
    await handle.close();
  }
}

/** Every reviewer asks for the next submission until none is left; one row of REVIEW_HEADER. */
export async function reviewRow(database: string, server: Running, tokens: string[]): Promise<string[]> {
  const given = new Map<number, number>();
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token) => {
      for (;;) {
        const asked = performance.now();
        const response = await fetch(`${server.url}/api/staff/classic-submissions/next`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
        latencies.push(performance.now() - asked);
        if (response.status === 204) return;
        if (response.status !== 200) throw new Error(`next answered ${response.status}: ${await response.text()}`);
        const { id } = (await response.json()) as { id: number };
        given.set(id, (given.get(id) ?? 0) + 1);
      }
    }),
  );
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const claimed = [...given.values()].reduce((sum, times) => sum + times, 0);
  const twice = [...given.values()].filter((times) => times > 1).length;
  return [
    database,
    String(tokens.length),
    claimed.toLocaleString('en'),
    String(twice),
    Math.round(claimed / (elapsed / 1000)).toLocaleString('en'),
    ms(latencies[Math.floor(latencies.length / 2)]!),
    ms(latencies[Math.floor(latencies.length * 0.99)]!),
    String(PENDING - given.size),
  ];
}
