/**
 * The import from the 2024 site (tests/support/tmdl-2024) is all or nothing, a failure in the
 * database included, and a rerun finishes it; the two lists' record ids, numbers in a numeric mirror,
 * never collide; a level just added there (ranking 0) is placed where the 2024 site shows it, first;
 * a profile that cannot be read by name comes from the lists; no e-mail reaches what is printed;
 * pictures are kept as uploads are.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../src/server/db/database';
import { safeErrorText } from '../../src/server/db/errors';
import { plainWriter } from '../../src/server/db/write';
import { progressOn } from '../../src/server/import/progress';
import { importReport } from '../../src/server/import/report';
import { importList } from '../../src/server/import/run';
import { closeAfterEach, database, failureOf, fingerprint, serve, smallModel, video } from '../support/small-2024';
import { objectId } from '../support/tmdl-2024/model';

closeAfterEach();

describe('all or nothing', () => {
  /** Makes the database refuse a record with this link, as a failure halfway through the writes would. */
  async function failOn(handle: DatabaseHandle, link: string): Promise<void> {
    await handle.db.execute(
      sql.raw(`
      CREATE FUNCTION refuse_record() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.link = '${link}' THEN RAISE EXCEPTION 'refused for the test' USING ERRCODE = 'check_violation'; END IF; RETURN NEW; END $$`),
    );
    await handle.db.execute(
      sql.raw('CREATE TRIGGER refuse_record BEFORE INSERT OR UPDATE ON records FOR EACH ROW EXECUTE FUNCTION refuse_record()'),
    );
  }
  async function unfail(handle: DatabaseHandle): Promise<void> {
    await handle.db.execute(sql.raw('DROP TRIGGER refuse_record ON records'));
    await handle.db.execute(sql.raw('DROP FUNCTION refuse_record()'));
  }

  it('a failure in the database on a first import leaves it empty, and a rerun finishes', async () => {
    const model = smallModel();
    const fixture = await serve(model, { leakEmail: true });
    const handle = await database();
    const empty = await fingerprint(handle.db);
    await failOn(handle, model.platformerRecords[0]!.link!);
    const failure = await failureOf(importList(plainWriter(handle), { from: fixture.url }));
    expect(safeErrorText(failure)).not.toMatch(/@secret\.example|Run0000000|Amine GD/);
    expect(await fingerprint(handle.db)).toBe(empty);
    await unfail(handle);
    const summary = await importList(plainWriter(handle), { from: fixture.url });
    expect(summary.first).toBe(true);
    expect(summary.lists.platformer.records.added).toBe(1);
  });

  it('a failure in the database on an import again leaves the first import as it was, and a rerun brings the changes', async () => {
    const fixture = await serve(smallModel());
    const handle = await database();
    await importList(plainWriter(handle), { from: fixture.url });
    const before = await fingerprint(handle.db);
    const { model } = fixture;
    model.players[1]!.username = 'Sara Renamed';
    [model.classicLevels[0]!.ranking, model.classicLevels[2]!.ranking] = [3, 1];
    model.classicRecords.push({
      id: objectId(500),
      level: '1002',
      player: model.players[0]!.id,
      recordPercentage: 100,
      link: video('Boom0000001'),
    });
    await failOn(handle, video('Boom0000001'));
    await failureOf(importList(plainWriter(handle), { from: fixture.url }));
    expect(await fingerprint(handle.db)).toBe(before);
    await unfail(handle);
    const again = await importList(plainWriter(handle), { from: fixture.url });
    expect(again.players.changed).toBe(1);
    expect(again.lists.classic.records.added).toBe(1);
    expect(again.lists.classic.levels.changed).toBe(2);
  });
});

describe('one id space', () => {
  it("keeps a numeric mirror's record ids where free and gives the other list's overlapping ids new ones, now and on the next run", async () => {
    const model = smallModel();
    model.platformerRecords.push({ id: 'x', level: '2000', player: model.players[0]!.id, recordTime: 90_000, link: null });
    model.classicRecords.forEach((record, index) => {
      record.id = String(index + 1);
    });
    model.platformerRecords.forEach((record, index) => {
      record.id = String(index + 1);
    });
    const fixture = await serve(model);
    const handle = await database();
    await importList(plainWriter(handle), { from: fixture.url });
    const ids = async () => queryRows<{ type: string; id: number }>(handle.db, sql`SELECT type, id FROM records ORDER BY id`);
    const first = await ids();
    expect(first.filter((row) => row.type === 'classic').map((row) => row.id)).toEqual([1, 2]);
    expect(first.filter((row) => row.type === 'platformer').map((row) => row.id)).not.toContain(1);
    expect(new Set(first.map((row) => row.id)).size).toBe(first.length);
    // Then a newcomer's records, with one id in both lists again.
    const nadia = { ...model.players[1]!, id: objectId(600), username: 'Nadia', email: 'nadia@secret.example' };
    fixture.model.players.push(nadia);
    fixture.model.classicRecords.push({ id: '9', level: '1002', player: nadia.id, recordPercentage: 55, link: null });
    fixture.model.platformerRecords.push({ id: '9', level: '2000', player: nadia.id, recordTime: 80_000, link: null });
    await importList(plainWriter(handle), { from: fixture.url });
    const again = await ids();
    expect(again).toHaveLength(first.length + 2);
    expect(new Set(again.map((row) => row.id)).size).toBe(again.length);
    expect(again.filter((row) => row.id === 9)).toEqual([{ type: 'classic', id: 9 }]);
  });
});

describe('what the import changes on the way', () => {
  it('places a level just added there (ranking 0, shown first by the 2024 site) first, and says so', async () => {
    const model = smallModel();
    model.classicLevels.push({ ...model.classicLevels[0]!, id: '1009', name: 'Just Added', ranking: 0, firstVictor: null });
    model.platformerLevels.push({ ...model.platformerLevels[0]!, id: '2009', name: 'New Platformer', ranking: 0, recordHolder: null });
    const fixture = await serve(model);
    const raw = await (await fetch(`${fixture.url}/api/public/platformer-levels/2009`)).text();
    expect(raw).toContain('"points":2.147483647E7');
    const handle = await database();
    const summary = await importList(plainWriter(handle), { from: fixture.url });
    const rankings = await queryRows<{ type: string; id: string; ranking: number }>(
      handle.db,
      sql`SELECT type, id, ranking FROM levels ORDER BY type, ranking`,
    );
    expect(rankings.filter((row) => row.type === 'classic').map((row) => row.id)).toEqual(['1009', '1000', '1001', '1002']);
    expect(rankings.filter((row) => row.type === 'platformer').map((row) => row.id)).toEqual(['2009', '2000']);
    const report = importReport(summary);
    expect(report).toContain(
      "1 classic level has ranking 0 on the source (just added there, which lists it first): placed first here too, 'Just Added'.",
    );
    expect(report).toContain('1 platformer level has ranking 0 on the source');
  });

  it('builds a profile that cannot be read by name from what the lists say, and says so', async () => {
    const model = smallModel();
    const sara = model.players[1]!;
    sara.youtube = 'https://www.youtube.com/@sara';
    // A list of names alone (as this site's is), and Sara's profile refused by name (as the 2024 firewall refuses some).
    const fixture = await serve(model, {
      override: (_, response, path) => {
        if (path === '/api/public/players') {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify(model.players.map((player) => ({ id: player.id, username: player.username }))));
          return true;
        }
        if (path === `/api/public/players/username/${sara.username}`) return (response.writeHead(400).end(), true);
        return false;
      },
    });
    const handle = await database();
    const summary = await importList(plainWriter(handle), { from: fixture.url });
    expect(fixture.requests).toContain('/api/public/players/username/Amine%20GD');
    expect(fixture.requests).toContain('/api/public/players/classic-points');
    const [row] = await queryRows<{ username: string; youtube: string | null; region: number | null }>(
      handle.db,
      sql`SELECT username, youtube, region_id AS region FROM players WHERE username = 'Sara'`,
    );
    expect(row).toEqual({ username: 'Sara', youtube: null, region: null });
    expect(importReport(summary)).toContain(
      `player Sara: ${fixture.url}/api/public/players/username/Sara could not be read, so the profile was built from the lists (no socials or join date).`,
    );
  });

  it('prints no e-mail the source leaks, in its progress or its report', async () => {
    const fixture = await serve(smallModel(), { leakEmail: true });
    expect(await (await fetch(`${fixture.url}/api/public/players`)).text()).toContain('@secret.example');
    let printed = '';
    const stream = {
      isTTY: false,
      write: (text: string) => {
        printed += text;
        return true;
      },
    } as unknown as NodeJS.WriteStream;
    const summary = await importList(plainWriter(await database()), { from: fixture.url, progress: progressOn(stream) });
    printed += importReport(summary);
    expect(printed).toContain('Imported from');
    expect(printed).not.toContain('@secret.example');
  });

  it('re-encodes a picture stored as PNG, and keeps one already as this site keeps them', async () => {
    const model = smallModel();
    model.players[0]!.avatar = new Uint8Array(
      await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer(),
    );
    const clean = new Uint8Array(
      await sharp({ create: { width: 256, height: 256, channels: 3, background: '#00a' } })
        .jpeg({ quality: 80 })
        .toBuffer(),
    );
    model.players[1]!.avatar = clean;
    const fixture = await serve(model);
    const handle = await database();
    await importList(plainWriter(handle), { from: fixture.url });
    const stored = await queryRows<{ username: string; avatar: Uint8Array }>(
      handle.db,
      sql`SELECT username, avatar FROM players ORDER BY username`,
    );
    const [amine, sara] = stored as [(typeof stored)[0], (typeof stored)[0]];
    expect(await sharp(Buffer.from(amine.avatar)).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(Buffer.from(sara.avatar).equals(Buffer.from(clean))).toBe(true);
  });
});
