/**
 * The 2024 fixture (tests/support/tmdl-2024) says what the 2024 product's Java code says: Java's
 * number and date texts (the expected strings below were printed by Java 17 itself), and the
 * server's statuses, empty bodies, list tiers, pages and totals.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database';
import { levels, players, records, regions } from '../../src/server/db/schema';
import { freshDatabase } from '../support/database';
import { modelFromDatabase, objectIdOf } from '../support/tmdl-2024/from-database';
import { double, durationText, javaDouble, javaJson, javaRound, localDateTimeText } from '../support/tmdl-2024/java';
import { emptyModel, objectId, type ClassicLevel2024, type Player2024, type Tmdl2024Model } from '../support/tmdl-2024/model';
import { startTmdl2024, type Tmdl2024Options, type Tmdl2024Server } from '../support/tmdl-2024/server';

describe('Java texts', () => {
  it('prints doubles as Double.toString does', () => {
    const printed: [number, string][] = [
      [500, '500.0'],
      [0, '0.0'],
      [-0, '-0.0'],
      [430.92, '430.92'],
      [Math.fround(430.92), '430.9200134277344'],
      [Math.fround(4022.57), '4022.570068359375'],
      [4022.5699999999997, '4022.5699999999997'],
      [1e7, '1.0E7'],
      [9999999.99, '9999999.99'],
      [0.001, '0.001'],
      [0.0009999, '9.999E-4'],
      [1e-4, '1.0E-4'],
      [1e-7, '1.0E-7'],
      [2147483647 / 100, '2.147483647E7'],
      [Math.fround(2147483647 / 100), '2.1474836E7'],
      [0.1 + 0.2, '0.30000000000000004'],
      [500 + 430.92 + 143.64, '1074.56'],
      [500 + 430.92, '930.9200000000001'],
      [123456789, '1.23456789E8'],
      [1e21, '1.0E21'],
      [Number.MIN_VALUE, '4.9E-324'],
      [Number.MAX_VALUE, '1.7976931348623157E308'],
      [12.5, '12.5'],
      [-0.66, '-0.66'],
    ];
    for (const [value, text] of printed) expect(javaDouble(value), String(value)).toBe(text);
  });

  it('rounds as Math.round(float) does', () => {
    expect([Infinity, NaN, -2.5, 2.5, Math.fround(0.49999997), -0.4].map(javaRound)).toEqual([2147483647, 0, -2, 3, 0, 0]);
    expect(Object.is(javaRound(-0.4), 0)).toBe(true);
  });

  it('writes LocalDateTime as ISO_LOCAL_DATE_TIME and durations as HH:mm:ss.SSS', () => {
    expect(localDateTimeText('2024-08-10T21:09:23.318')).toBe('2024-08-10T21:09:23.318');
    expect(localDateTimeText('2024-08-10T21:09:23.300')).toBe('2024-08-10T21:09:23.3');
    expect(localDateTimeText('2024-08-10T21:09:23')).toBe('2024-08-10T21:09:23');
    expect(localDateTimeText('2024-08-10T21:09')).toBe('2024-08-10T21:09:00');
    expect(localDateTimeText('2024-08-10T21:09:00.000120')).toBe('2024-08-10T21:09:00.00012');
    expect(localDateTimeText(new Date('2024-12-31T23:30:00.250Z'), 60)).toBe('2025-01-01T00:30:00.25');
    expect([0, 1, 61_234, 3_600_000, 90_061_001, 360_000_000_000].map(durationText)).toEqual([
      '00:00:00.000',
      '00:00:00.001',
      '00:01:01.234',
      '01:00:00.000',
      '25:01:01.001',
      '100000:00:00.000',
    ]);
  });

  it('writes JSON with doubles raw and ints as ints', () => {
    expect(javaJson({ a: double(2147483647 / 100), b: 5, c: null, d: [double(500), 'x"'], e: undefined })).toBe(
      '{"a":2.147483647E7,"b":5,"c":null,"d":[500.0,"x\\""]}',
    );
    expect(() => javaJson({ a: 0.5 })).toThrow();
  });
});

const ALICE = objectId(1);
const BOB = objectId(2);
const CASA = objectId(3);

function player(id: string, username: string, more: Partial<Player2024> = {}): Player2024 {
  return {
    id,
    username,
    email: `${username.toLowerCase()}@example.com`,
    dateJoined: '2024-08-10T21:09:23.300',
    region: null,
    isStaff: false,
    isActive: true,
    discord: null,
    youtube: null,
    twitter: null,
    twitch: null,
    ...more,
  };
}

function classic(ranking: number, more: Partial<ClassicLevel2024> = {}): ClassicLevel2024 {
  return {
    id: String(1000 + ranking),
    name: `Level ${ranking}`,
    publisher: 'Someone',
    difficulty: 'EXTREME_DEMON',
    link: 'https://www.youtube.com/watch?v=abcdefghijk',
    thumbnail: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
    ranking,
    duration: 'LONG',
    minimumCompletion: 60,
    firstVictor: null,
    ...more,
  };
}

function smallModel(): Tmdl2024Model {
  const model = emptyModel();
  model.regions.push({ id: CASA, name: 'Casablanca' });
  model.players.push(
    player(ALICE, 'Alice', { region: CASA, isStaff: true, avatar: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }),
    player(BOB, 'AC/DC'),
  );
  model.classicLevels.push(classic(2, { firstVictor: ALICE }), classic(1));
  const { duration: _duration, minimumCompletion: _minimum, firstVictor: _firstVictor, ...level } = classic(0);
  model.platformerLevels.push({ ...level, id: '9000', recordHolder: BOB });
  model.classicRecords.push(
    { id: objectId(10), link: null, player: BOB, level: '1002', recordPercentage: 80 },
    { id: objectId(11), link: 'https://youtu.be/x', player: ALICE, level: '1002', recordPercentage: 100 },
    { id: objectId(12), link: null, player: ALICE, level: '1001', recordPercentage: 100 },
  );
  model.platformerRecords.push({ id: objectId(20), link: null, player: BOB, level: '9000', recordTime: 90_061_001 });
  return model;
}

describe('the 2024 fixture server', () => {
  const started: Tmdl2024Server[] = [];
  const start = async (model: Tmdl2024Model, options?: Tmdl2024Options) => {
    const server = await startTmdl2024(model, options);
    started.push(server);
    return server;
  };
  afterAll(async () => Promise.all(started.map((server) => server.close())));
  /** The path sent as is (fetch would resolve `..` and `%2e%2e` first). */
  const rawStatus = (server: Tmdl2024Server, path: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      request(server.url, { path }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      })
        .on('error', reject)
        .end();
    });
  const get = async (server: Tmdl2024Server, path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      etag: response.headers.get('etag'),
      text: await response.text(),
    };
  };

  it('answers 204 with no body for every empty list, 404 for the unknown, 400 where the firewall refuses', async () => {
    const server = await start(emptyModel());
    for (const path of [
      'players',
      'players/staff',
      'players/classic-points',
      'regions',
      'classic-levels/list',
      'platformer-levels/list/legacy',
      'platformer-records/level/1',
      'classic-records/player/x',
    ]) {
      expect(await get(server, `/api/public/${path}`), path).toEqual({ status: 204, type: null, etag: null, text: '' });
    }
    for (const path of ['/api/public/players/x', '/api/public/regions/x', '/api/public/nothing', '/', '/api/public/players/x/avatar'])
      expect(await get(server, path)).toMatchObject({ status: 404, text: '' });
    const refused = [
      '/api/public/players/username/AC%2FDC',
      '/api/public/players/username/AC%2fDC',
      '/api/public/players/a;b',
      '/api/public/players/a%3Bb',
      '/api/public//players',
      '/api/public/%2e%2e/x',
      '/api/public/players/../regions',
      '/api/public/./players',
      '/api/public/players/a%5Cb',
      '/api/public/players/a\\b',
      '/api/public/players/100%25',
      '/api/public/players/a%00',
    ];
    for (const path of refused) expect(await rawStatus(server, path), path).toEqual({ status: 400, text: '' });
    expect(await rawStatus(server, '/api/public/players/username/AC%20DC')).toEqual({ status: 404, text: '' });
    expect(server.requests[0]).toBe('/api/public/players');
  });

  it('writes profiles, levels and records as Jackson does, and reads the model live', async () => {
    const given = smallModel();
    const server = await start(given);
    const alice = await get(server, `/api/public/players/${ALICE}`);
    expect(alice.type).toBe('application/json');
    expect(alice.text).toBe(
      `{"id":"${ALICE}","username":"Alice","dateJoined":"2024-08-10T21:09:23.3","region":"${CASA}","classicPoints":930.9200000000001,"platformerPoints":0.0,` +
        '"discord":null,"youtube":null,"twitter":null,"twitch":null,"isStaff":true,"isActive":true}',
    );
    expect((await get(server, '/api/public/players/username/alice')).status).toBe(404);
    expect((await get(server, '/api/public/players/staff')).text).toBe('[{"username":"Alice"}]');
    expect((await get(server, '/api/public/classic-levels/1002')).text).toBe(
      '{"id":"1002","name":"Level 2","publisher":"Someone","difficulty":"EXTREME_DEMON","link":"https://www.youtube.com/watch?v=abcdefghijk",' +
        `"thumbnail":"https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg","points":430.92,"ranking":2,"duration":"LONG","minPoints":143.64,"minimumCompletion":60,"firstVictor":"${ALICE}"}`,
    );
    expect((await get(server, '/api/public/platformer-levels/9000')).text).toContain('"points":2.147483647E7,"ranking":0,');
    expect((await get(server, '/api/public/platformer-records/level/9000')).text).toBe(
      `[{"id":"${objectId(20)}","link":null,"player":"AC/DC","recordTime":"25:01:01.001","level":"9000"}]`,
    );
    // The first victor's record first, then by percentage; a level without a first victor is a 500.
    expect(JSON.parse((await get(server, '/api/public/classic-records/level/1002')).text).map((r: { id: string }) => r.id)).toEqual([
      objectId(11),
      objectId(10),
    ]);
    expect(await get(server, '/api/public/classic-records/level/1001')).toMatchObject({ status: 500, text: '' });
    expect(await get(server, '/api/public/classic-records/level/nope')).toMatchObject({ status: 500, text: '' });
    const avatar = await fetch(`${server.url}/api/public/players/${ALICE}/avatar`);
    expect([avatar.status, avatar.headers.get('content-type'), avatar.headers.get('etag')]).toEqual([200, 'image/jpeg', null]);
    expect(new Uint8Array(await avatar.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));

    given.players[0]!.username = 'Not seen: the server keeps a copy';
    server.model.players[0]!.username = 'Alicia';
    server.model.classicLevels.find((level) => level.id === '1001')!.ranking = 3;
    server.model.classicRecords.push({ id: objectId(13), link: null, player: BOB, level: '1001', recordPercentage: 100 });
    const points = JSON.parse((await get(server, '/api/public/players/classic-points')).text);
    expect(points).toEqual([
      { id: ALICE, username: 'Alicia', classicPoints: 430.92 + 390.52, platformerPoints: 0 },
      { id: BOB, username: 'AC/DC', classicPoints: 143.64 + 390.52, platformerPoints: 21474836.47 },
    ]);
  });

  it('lets a test answer some paths itself', async () => {
    const server = await start(smallModel(), {
      override: (_request, response, path) => {
        if (!path.endsWith('/avatar')) return false;
        response.writeHead(503).end();
        return true;
      },
    });
    expect((await get(server, `/api/public/players/${ALICE}/avatar`)).status).toBe(503);
    expect((await get(server, `/api/public/players/${ALICE}`)).status).toBe(200);
  });

  it('answers pages as Spring Data PageImpl', async () => {
    const server = await start(smallModel());
    expect((await get(server, '/api/public/classic-records?page=1&size=2')).text).toBe(
      `{"content":[{"id":"${objectId(12)}","link":null,"player":"Alice","recordPercentage":100,"level":"1001"}],` +
        '"pageable":{"pageNumber":1,"pageSize":2,"sort":{"empty":true,"sorted":false,"unsorted":true},"offset":2,"paged":true,"unpaged":false},' +
        '"last":true,"totalElements":3,"totalPages":2,"size":2,"number":1,"sort":{"empty":true,"sorted":false,"unsorted":true},"first":false,"numberOfElements":1,"empty":false}',
    );
    const defaults = JSON.parse((await get(server, '/api/public/platformer-records')).text);
    expect([defaults.size, defaults.number, defaults.totalElements, defaults.first, defaults.last]).toEqual([20, 0, 1, true, true]);
    expect(JSON.parse((await get(server, '/api/public/classic-records?size=5000&page=-3')).text)).toMatchObject({ size: 2000, number: 0 });
  });

  it('slices 160 levels into main, extended and legacy as 2024 does, the 151st in none', async () => {
    const model = emptyModel();
    // Stored out of order, with a tie at 10: the sort is by ranking and keeps store order for ties.
    for (let ranking = 160; ranking >= 1; ranking -= 1) model.classicLevels.push(classic(ranking));
    model.classicLevels.push(classic(10, { id: 'tie' }));
    const server = await start(model);
    const ids = async (path: string) =>
      JSON.parse((await get(server, `/api/public/classic-levels/${path}`)).text).map((level: { ranking: number; id: string }) => level.id);
    const all = await ids('list');
    expect(all).toHaveLength(161);
    expect(all.slice(9, 11)).toEqual(['1010', 'tie']);
    expect(await ids('list/main')).toEqual(all.slice(0, 75));
    expect(await ids('list/extended')).toEqual(all.slice(75, 150));
    expect(await ids('list/legacy')).toEqual(all.slice(151));
    expect(all[150]).toBe('1150');
    const legacy = JSON.parse((await get(server, '/api/public/classic-levels/list/legacy')).text);
    expect(legacy[0]).toMatchObject({ ranking: 151, points: 0, minPoints: 0 });
  });

  it('names holders by id or by username, leaks emails only when told, and keeps stored totals', async () => {
    const model = smallModel();
    model.regions[0]!.classicPoints = 12.5; // stale: 2024 did not update the region when Alice joined it
    model.players[1]!.platformerPoints = 1;
    const byUsername = await start(model, { holders: 'username', leakEmail: true });
    expect(JSON.parse((await get(byUsername, '/api/public/classic-levels/1002')).text).firstVictor).toBe('Alice');
    expect(JSON.parse((await get(byUsername, '/api/public/platformer-levels/9000')).text).recordHolder).toBe('AC/DC');
    expect((await get(byUsername, `/api/public/players/${BOB}`)).text).toContain(
      '"username":"AC/DC","email":"ac/dc@example.com","dateJoined"',
    );
    expect((await get(byUsername, `/api/public/regions/${CASA}`)).text).toBe(
      `{"id":"${CASA}","name":"Casablanca","classicPoints":12.5,"platformerPoints":0.0}`,
    );
    expect(JSON.parse((await get(byUsername, '/api/public/players/platformer-points')).text)[0]).toMatchObject({
      username: 'AC/DC',
      platformerPoints: 1,
    });
    const byId = await start(model);
    expect(JSON.parse((await get(byId, '/api/public/platformer-levels/9000')).text).recordHolder).toBe(BOB);
    expect((await get(byId, `/api/public/players/${BOB}`)).text).not.toContain('email');
  });
});

describe('a database of this project as the 2024 model', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase();
  });
  afterAll(async () => handle?.close());

  it('keeps usernames, links and game ids, gives ObjectIds by kind and join dates in UTC+1', async () => {
    const { db } = handle;
    const [region] = await db.insert(regions).values({ name: 'Rabat' }).returning();
    const [amine] = await db
      .insert(players)
      .values({
        username: 'Amine',
        regionId: region!.id,
        dateJoined: new Date('2024-08-10T20:09:23.300Z'),
        avatar: new Uint8Array([1, 2, 3]),
      })
      .returning();
    const common = {
      publisher: 'P',
      difficulty: 'HARD_DEMON' as const,
      link: 'https://youtu.be/a',
      thumbnail: 'https://i.ytimg.com/a.jpg',
    };
    await db.insert(levels).values([
      { type: 'classic', id: '42', name: 'Classic', ranking: 1, holderId: amine!.id, duration: 'SHORT', ...common },
      { type: 'platformer', id: '43', name: 'Platformer', ranking: 1, ...common },
    ]);
    await db.insert(records).values([
      { type: 'classic', levelId: '42', playerId: amine!.id, percentage: 100, link: 'https://youtu.be/r' },
      { type: 'platformer', levelId: '43', playerId: amine!.id, timeMs: 61_234 },
    ]);
    const model = await modelFromDatabase(db);
    const amineId = objectIdOf('player', amine!.id);
    expect(model.regions).toEqual([{ id: objectIdOf('region', region!.id), name: 'Rabat' }]);
    expect(model.players).toEqual([
      expect.objectContaining({
        id: amineId,
        username: 'Amine',
        dateJoined: '2024-08-10T21:09:23.3',
        region: model.regions[0]!.id,
        avatar: new Uint8Array([1, 2, 3]),
      }),
    ]);
    expect(model.classicLevels).toEqual([
      expect.objectContaining({ id: '42', firstVictor: amineId, duration: 'SHORT', minimumCompletion: 100 }),
    ]);
    expect(model.platformerLevels).toEqual([expect.objectContaining({ id: '43', recordHolder: null })]);
    expect(model.classicRecords).toEqual([
      expect.objectContaining({ player: amineId, level: '42', recordPercentage: 100, link: 'https://youtu.be/r' }),
    ]);
    expect(model.platformerRecords).toEqual([expect.objectContaining({ player: amineId, level: '43', recordTime: 61_234, link: null })]);
    expect(new Set([model.regions[0]!.id, amineId, model.classicRecords[0]!.id, model.platformerRecords[0]!.id]).size).toBe(4);
    expect([amineId, model.classicRecords[0]!.id].every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
  });
});
