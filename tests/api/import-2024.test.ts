/**
 * The importer against the 2024 product as its own Java code answers (tests/support/tmdl-2024): a
 * list generated as a 2024 MongoDB would hold it, with the awkward cases of the real data on top
 * (tests/support/awkward-2024.ts), imported into a fresh database of the run's kind, answers every
 * public read of the 2024 paths as the 2024 site does, answer for answer, where the two sites mean
 * the same (ids mapped to this site's, times as instants, avatars re-encoded); where this site is
 * deliberately different (the 2024 legacy list skips its 151st level; a level without a first victor
 * answers 500 there), the difference is checked as such. An import again after a move, a new record
 * and a rename brings exactly those; the record ids of the two lists share one space.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database';
import type { DatabaseHandle } from '../../src/server/db/database';
import { plainWriter } from '../../src/server/db/write';
import { generateDataSet } from '../../src/server/demo/generate';
import { importReport } from '../../src/server/import/report';
import { importList, type ImportSummary } from '../../src/server/import/run';
import { LEVEL_TYPES, type LevelType } from '../../src/shared/constants';
import { parseRecordTime } from '../../src/shared/duration';
import { addAwkwardCases, type AwkwardCases } from '../support/awkward-2024';
import { freshDatabase, freshDatabaseOf } from '../support/database';
import { startTestServer, type TestServer } from '../support/server';
import { modelFromDatabase } from '../support/tmdl-2024/from-database';
import { objectId, type Tmdl2024Model } from '../support/tmdl-2024/model';
import { startTmdl2024 } from '../support/tmdl-2024/server';

type Fixture = Awaited<ReturnType<typeof startTmdl2024>>;
type Maps = { player: Map<string, string>; region: Map<string, string>; record: Record<LevelType, Map<string, string>> };
type Json = any;

let model: Tmdl2024Model;
let cases: AwkwardCases;
let fixture: Fixture;
let database: DatabaseHandle;
let target: TestServer;
let first: ImportSummary;
/** What the first import asked the 2024 site for. */
let asked: string[];

async function get(base: string, path: string): Promise<{ status: number; json: Json; bytes: Uint8Array }> {
  const response = await fetch(base + path);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = Buffer.from(bytes).toString('utf8');
  let json: Json = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* an image */
  }
  return { status: response.status, json, bytes };
}

async function mapsOf(db: DatabaseHandle['db']): Promise<Maps> {
  const rows = await queryRows<{ kind: string; source_id: string; local_id: string }>(
    db,
    sql`SELECT kind, source_id, local_id FROM imported_ids`,
  );
  const of = (kind: string) => new Map(rows.filter((row) => row.kind === kind).map((row) => [row.source_id, row.local_id]));
  return { player: of('player'), region: of('region'), record: { classic: of('record:classic'), platformer: of('record:platformer') } };
}

/** A list answer: 204 is the 2024 site's empty list. */
const listOf = (answer: { status: number; json: Json }): Json[] => (answer.status === 204 ? [] : answer.json);
const usernameOf = (playerId: string) => model.players.find((player) => player.id === playerId)?.username ?? null;
const sorted = <T>(items: T[]) => [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** A level as both sites mean it: the fields staff set, and the holder by name. */
function levelView(level: Json, holderName: (ref: Json) => string | null) {
  const holder = 'firstVictor' in level ? level.firstVictor : level.recordHolder;
  return {
    id: String(level.id),
    name: level.name,
    publisher: level.publisher,
    difficulty: level.difficulty,
    link: level.link,
    thumbnail: level.thumbnail,
    duration: level.duration ?? null,
    minimumCompletion: level.minimumCompletion ?? null,
    holder: holder == null ? null : holderName(holder),
  };
}
const theirHolder = (ref: Json) => usernameOf(String(ref)) ?? String(ref);
const ourHolder = (names: Map<string, string>) => (ref: Json) => names.get(String(ref)) ?? null;

function recordView(type: LevelType, record: Json, id: string) {
  const value = type === 'classic' ? record.recordPercentage : parseRecordTime(record.recordTime);
  return { id, player: record.player, level: String(record.level), value, link: record.link ?? null };
}

/** Compares every public read of the 2024 paths, answer for answer. */
async function expectSameAnswers(): Promise<void> {
  const maps = await mapsOf(database.db);
  const ours = (path: string) => get(target.url, path);
  const theirs = (path: string) => get(fixture.url, path);
  const ourNames = new Map(
    (await queryRows<{ id: number; username: string }>(database.db, sql`SELECT id, username FROM players`)).map((row) => [
      String(row.id),
      row.username,
    ]),
  );

  const [theirRegions, ourRegions] = [listOf(await theirs('/api/public/regions')), listOf(await ours('/api/public/regions'))];
  expect(sorted(ourRegions.map((region: Json) => ({ id: String(region.id), name: region.name })))).toEqual(
    sorted(theirRegions.map((region: Json) => ({ id: maps.region.get(region.id), name: region.name }))),
  );
  for (const region of theirRegions) {
    expect((await ours(`/api/public/regions/${maps.region.get(region.id)}`)).json.name, region.name).toBe(region.name);
    const [theirMembers, ourMembers] = [
      listOf(await theirs(`/api/public/players/region/${region.id}`)),
      listOf(await ours(`/api/public/players/region/${maps.region.get(region.id)}`)),
    ];
    expect(sorted(ourMembers.map((player: Json) => String(player.id))), region.name).toEqual(
      sorted(theirMembers.map((player: Json) => maps.player.get(player.id))),
    );
  }

  const theirPlayers = listOf(await theirs('/api/public/players'));
  expect(
    sorted(listOf(await ours('/api/public/players')).map((player: Json) => ({ id: String(player.id), username: player.username }))),
  ).toEqual(sorted(theirPlayers.map((player: Json) => ({ id: maps.player.get(player.id), username: player.username }))));
  expect(sorted(listOf(await ours('/api/public/players/staff')).map((player: Json) => player.username))).toEqual(
    sorted(listOf(await theirs('/api/public/players/staff')).map((player: Json) => player.username)),
  );
  for (const player of theirPlayers) {
    const path = `/api/public/players/username/${encodeURIComponent(player.username)}`;
    const [their, our] = [(await theirs(path)).json, (await ours(path)).json];
    expect(
      {
        id: String(our.id),
        username: our.username,
        region: our.region == null ? null : String(our.region),
        discord: our.discord,
        youtube: our.youtube,
        twitter: our.twitter,
        twitch: our.twitch,
        isStaff: our.isStaff,
        isActive: our.isActive,
        joined: Date.parse(our.dateJoined),
      },
      path,
    ).toEqual({
      id: maps.player.get(their.id),
      username: their.username,
      region: their.region == null ? null : maps.region.get(their.region),
      discord: their.discord,
      youtube: their.youtube,
      twitter: their.twitter,
      twitch: their.twitch,
      isStaff: their.isStaff,
      isActive: their.isActive,
      joined: Date.parse(`${their.dateJoined}+01:00`),
    });
    const [theirAvatar, ourAvatar] = [
      await theirs(`/api/public/players/${their.id}/avatar`),
      await ours(`/api/public/players/${our.id}/avatar`),
    ];
    expect(ourAvatar.status, `${path} avatar`).toBe(theirAvatar.status);
    if (ourAvatar.status === 200)
      expect(await sharp(ourAvatar.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
  }

  for (const type of LEVEL_TYPES) {
    const [theirList, ourList] = [
      listOf(await theirs(`/api/public/${type}-levels/list`)),
      listOf(await ours(`/api/public/${type}-levels/list`)),
    ];
    expect(
      ourList.map((level: Json) => levelView(level, ourHolder(ourNames))),
      `${type} list`,
    ).toEqual(theirList.map((level: Json) => levelView(level, theirHolder)));
    for (const tier of ['main', 'extended'] as const) {
      expect(
        listOf(await ours(`/api/public/${type}-levels/list/${tier}`)).map((level: Json) => level.id),
        `${type} ${tier}`,
      ).toEqual(listOf(await theirs(`/api/public/${type}-levels/list/${tier}`)).map((level: Json) => level.id));
    }
    // The 2024 legacy list starts at its 152nd level (ClassicLevelServiceImpl: subList(151, …)); this one at the 151st.
    const ourLegacy = listOf(await ours(`/api/public/${type}-levels/list/legacy`)).map((level: Json) => level.id);
    expect(ourLegacy.slice(1), `${type} legacy`).toEqual(
      listOf(await theirs(`/api/public/${type}-levels/list/legacy`)).map((level: Json) => level.id),
    );
    for (const level of theirList) {
      const [their, our] = [
        (await theirs(`/api/public/${type}-levels/${level.id}`)).json,
        (await ours(`/api/public/${type}-levels/${level.id}`)).json,
      ];
      expect(levelView(our, ourHolder(ourNames)), `${type} level ${level.id}`).toEqual(levelView(their, theirHolder));
      const path = `/api/public/${type}-records/level/${level.id}`;
      const [theirRecords, ourRecords] = [await theirs(path), await ours(path)];
      // Where the 2024 site answers 500, the level's records are those its pages give.
      const expected =
        theirRecords.status === 500
          ? (model.classicRecords
              .filter((record) => record.level === level.id)
              .map((record) => ({ ...record, player: usernameOf(record.player) })) as Json[])
          : listOf(theirRecords);
      if (theirRecords.status === 500) expect(type).toBe('classic');
      expect(sorted(listOf(ourRecords).map((record: Json) => recordView(type, record, String(record.id)))), path).toEqual(
        sorted(expected.map((record: Json) => recordView(type, record, maps.record[type].get(record.id)!))),
      );
    }
  }
}

beforeAll(async () => {
  const generated = await freshDatabaseOf('pglite');
  try {
    await generateDataSet(plainWriter(generated), {
      seed: 11,
      regions: ['Oriental', 'Fès-Meknès', 'Casablanca-Settat'],
      classicLevels: 160,
      platformerLevels: 20,
      players: 70,
      records: 700,
      platformerRecordShare: 0.15,
      submissions: 0,
      until: new Date('2026-06-01T00:00:00Z'),
    });
    model = await modelFromDatabase(generated.db);
  } finally {
    await generated.close();
  }
  cases = await addAwkwardCases(model);
  fixture = await startTmdl2024(model, { holders: 'username' });
  // The site's data from here on: what a test changes to change the site.
  model = fixture.model;
  database = await freshDatabase();
  first = await importList(plainWriter(database), { from: fixture.url });
  asked = [...fixture.requests];
  target = await startTestServer({}, { database });
}, 120_000);

afterAll(async () => {
  await target?.close();
  await fixture?.close();
});

describe('an import of the 2024 site as its Java code answers', () => {
  it('brings every region, player, level and record', () => {
    expect(first.first).toBe(true);
    expect(first.regions.added).toBe(model.regions.length);
    expect(first.players.added).toBe(model.players.length);
    expect(first.players.avatars).toBe(model.players.filter((player) => player.avatar).length);
    expect(first.lists.classic.levels.added).toBe(model.classicLevels.length);
    expect(first.lists.platformer.levels.added).toBe(model.platformerLevels.length);
    expect(first.lists.classic.records.added).toBe(model.classicRecords.length);
    expect(first.lists.platformer.records.added).toBe(model.platformerRecords.length);
  });

  it('answers every public read as the 2024 site does, answer for answer', { timeout: 180_000 }, async () => {
    await expectSameAnswers();
  });

  it('reads the records of levels the 2024 site answers 500 for from its pages, and says how the source was taken', () => {
    expect(asked).toContain(`/api/public/classic-records/level/${cases.levels.victorless.id}`);
    expect(asked.some((path) => path.startsWith('/api/public/classic-records?page=0&size='))).toBe(true);
    // The 2024 list holds whole profiles: no profile is asked for one by one.
    expect(asked.filter((path) => path.startsWith('/api/public/players/username/'))).toEqual([]);
    const report = importReport(first);
    expect(report).toContain("Usernames were taken by this site's sign-up rule");
    expect(report).toMatch(/classic records of \d+ levels were read from the pages of \/api\/public\/classic-records/);
    expect(report).toContain('3 avatars were re-encoded as this site keeps uploads');
    expect(report).toContain(`region Drâa-Tafilalet, classic: `);
  });

  it("keeps the source's holders, staff-set where this site's rule would pick another", async () => {
    const { json: long } = await target.get(`/api/public/platformer-levels/${cases.levels.long.id}`);
    expect(long.recordHolderName ?? long.recordHolder).toBeTruthy();
    const names = new Map(
      (await queryRows<{ id: number; username: string }>(database.db, sql`SELECT id, username FROM players`)).map((row) => [
        row.id,
        row.username,
      ]),
    );
    expect(names.get(long.recordHolder)).toBe('Holder Of Time');
    expect(first.lists.platformer.staffSetHolders).toBeGreaterThanOrEqual(1);
    const { json: lost } = await target.get(`/api/public/classic-levels/${cases.levels.victorWithoutRecord.id}`);
    expect(names.get(lost.firstVictor)).toBe('Zoé_42');
  });

  it("gives the two lists' records ids that never meet", async () => {
    const [row] = await queryRows<{ ids: number; records: number }>(
      database.db,
      sql`SELECT count(DISTINCT id)::int AS ids, count(*)::int AS records FROM records`,
    );
    expect(row!.ids).toBe(row!.records);
    expect(row!.records).toBe(model.classicRecords.length + model.platformerRecords.length);
  });
});

describe('an import again, after a move, a new record and a rename on the 2024 site', () => {
  let again: ImportSummary;

  beforeAll(async () => {
    // Staff drag the third level to the top (the 2024 reorder sets every moved ranking).
    const ranked = [...model.classicLevels].sort((a, b) => a.ranking - b.ranking);
    const [one, two, three] = ranked as [(typeof ranked)[0], (typeof ranked)[0], (typeof ranked)[0]];
    [three.ranking, one.ranking, two.ranking] = [1, 2, 3];
    model.classicRecords.push({
      id: objectId(990_001),
      level: one.id,
      player: cases.players.quiet.id,
      recordPercentage: 100,
      link: 'https://www.youtube.com/watch?v=NewRun00001',
    });
    model.players.find((player) => player.id === cases.players.yassine.id)!.username = 'ياسين_GD';
    // Through the serving process's own writer, as the command line hands it to the owner of an embedded database.
    again = await importList(target.services, { from: fixture.url });
  }, 120_000);

  it('brings exactly those changes and says what they were', () => {
    expect(again.first).toBe(false);
    expect(again.regions).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect(again.players).toMatchObject({ added: 0, changed: 1, removed: 0, unchanged: model.players.length - 1 });
    expect(again.lists.classic.levels).toMatchObject({ added: 0, changed: 3, removed: 0 });
    expect(again.lists.classic.records).toMatchObject({ added: 1, changed: 0, removed: 0 });
    expect(again.lists.platformer.levels).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect(again.lists.platformer.records).toMatchObject({ added: 0, changed: 0, removed: 0 });
    const report = importReport(again);
    expect(report).toMatch(/classic level \d+ '.+' moved 3 → 1/);
    expect(report).toContain('player ياسين_GD: username "ياسين" → "ياسين_GD"');
    expect(report).toContain('classic record of Quiet-One on');
  });

  it('answers every public read as the 2024 site does again', { timeout: 180_000 }, async () => {
    await expectSameAnswers();
  });

  it('brings nothing when nothing changed, avatars included (compared by their bytes: the 2024 site sends no ETag)', async () => {
    const still = await importList(target.services, { from: fixture.url });
    expect(importReport(still)).toContain('Nothing changed on the source since the last import.');
    expect(still.players.unchanged).toBe(model.players.length);
  });
});
