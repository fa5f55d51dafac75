/**
 * The change log (src/server/db/change-log.ts): entries appended by a write's change land in its
 * transaction, or not at all; positions follow the commits, so a reader that asks for what came after
 * the last position it saw never misses an entry, even when two writers take their turns in one order
 * and would commit in the other; and nothing can change or remove an entry.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLogAfter, type LogEntry } from '../../src/server/db/change-log';
import type { DatabaseHandle } from '../../src/server/db/database';
import { plainWriter, write } from '../../src/server/db/write';
import { freshDatabase, testDatabaseKind } from '../support/database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database?.close();
});

const entry = (name: string): LogEntry => ({
  kind: 'region.created',
  type: 'classic',
  subjects: [`test:${name}`],
  data: { region: { id: 1, name }, from: null, to: name },
});
const namesAfter = async (position: number) =>
  (await readLogAfter(database.db, position, 100)).map((row) => (row.data as { region: { name: string } }).region.name);
const lastPosition = async () => (await readLogAfter(database.db, 0, 10_000)).at(-1)?.position ?? 0;

/** A promise and the function that settles it. */
function gate(): { open: () => void; opened: Promise<void> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('the change log', () => {
  it("keeps a write's entries in its order, with the time of the append, the actor and the change", async () => {
    const start = await lastPosition();
    const before = Date.now();
    await write(plainWriter(database), async (_tx, log) => {
      log.add({ ...entry('first'), actor: { id: 7, name: 'Amine' } });
      log.add(entry('second'));
    });
    const rows = await readLogAfter(database.db, start, 10);
    expect(rows.map((row) => (row.data as { region: { name: string } }).region.name)).toEqual(['first', 'second']);
    expect(rows[1]!.position).toBeGreaterThan(rows[0]!.position);
    expect(rows[0]).toMatchObject({
      kind: 'region.created',
      type: 'classic',
      subjects: ['test:first'],
      actorId: 7,
      actorName: 'Amine',
      baseline: false,
    });
    expect(rows[1]).toMatchObject({ actorId: null, actorName: null });
    expect(rows[0]!.at.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('keeps nothing of a write that fails', async () => {
    const start = await lastPosition();
    await expect(
      write(plainWriter(database), async (_tx, log) => {
        log.add(entry('undone'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await namesAfter(start)).toEqual([]);
  });

  it('refuses to change, remove or empty an entry', async () => {
    await write(plainWriter(database), async (_tx, log) => log.add(entry('kept')));
    await expect(database.db.execute(sql`UPDATE change_log SET kind = 'other'`)).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM change_log`)).rejects.toThrow();
    await expect(database.db.execute(sql`TRUNCATE change_log`)).rejects.toThrow();
    expect(await namesAfter(0)).toContain('kept');
  });

  it('gives positions in the order the writes commit: one that takes its turn later comes after', async () => {
    const start = await lastPosition();
    // B starts first and is still working when A appends and commits.
    const bWorking = gate();
    const bMayGoOn = gate();
    const b = write(plainWriter(database), async (tx, log) => {
      await tx.execute(sql`SELECT 1`);
      bWorking.open();
      await bMayGoOn.opened;
      log.add(entry('B'));
    });
    await bWorking.opened;
    const a = testDatabaseKind === 'postgres' ? write(plainWriter(database), async (_tx, log) => log.add(entry('A'))) : undefined; // PGlite runs one transaction at a time: A could only start once B has ended
    await a;
    bMayGoOn.open();
    await b;
    const rows = await readLogAfter(database.db, start, 10);
    expect(rows.map((row) => (row.data as { region: { name: string } }).region.name)).toEqual(
      testDatabaseKind === 'postgres' ? ['A', 'B'] : ['B'],
    );
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'never lets a reader miss an entry: a writer that would take a later position waits for the earlier one to commit',
    async () => {
      const start = await lastPosition();
      const aAppended = gate();
      const aMayCommit = gate();
      // A appends and holds its transaction open.
      const a = write(plainWriter(database), async (tx, log) => {
        log.add(entry('A'));
        // The entries are appended when the change returns: append now, by hand, to hold the turn open.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('change_log'))`);
        await tx.execute(
          sql`INSERT INTO change_log (kind, subjects, data) VALUES ('region.created', ARRAY['test:A0'], '{"region":{"id":1,"name":"A0"},"from":null,"to":"A0"}')`,
        );
        aAppended.open();
        await aMayCommit.opened;
      });
      await aAppended.opened;
      // B appends and commits at once, if it can.
      let bDone = false;
      const b = write(plainWriter(database), async (_tx, log) => log.add(entry('B'))).then(() => {
        bDone = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // A reader between them sees neither: B has not been let past A.
      expect(bDone).toBe(false);
      const seen = await namesAfter(start);
      expect(seen).toEqual([]);
      aMayCommit.open();
      await Promise.all([a, b]);
      // Read on from the last position seen (none): everything arrives, in commit order.
      const rows = await readLogAfter(database.db, start, 10);
      expect(rows.map((row) => (row.data as { region: { name: string } }).region.name)).toEqual(['A0', 'A', 'B']);
      const positions = rows.map((row) => row.position);
      expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    },
  );
});
