/**
 * A small list as the 2024 site holds it, served by the stand-in (tests/support/tmdl-2024) for the
 * importer's tests of untrusted input, and what those tests need around it: servers and databases
 * closed after each test, a database's fingerprint, a failure's error.
 */
import { sql } from 'drizzle-orm';
import { afterEach } from 'vitest';
import { queryRows, type DatabaseHandle } from '../../src/server/db/database';
import { freshDatabase } from './database';
import { emptyModel, objectId, type Tmdl2024Model } from './tmdl-2024/model';
import { startTmdl2024, type Tmdl2024Options, type Tmdl2024Server } from './tmdl-2024/server';

export const video = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const open: { close: () => Promise<void> }[] = [];

/** Closes, after each test of the file that calls it, what `serve`, `database` and `closeAfter` opened. */
export function closeAfterEach(): void {
  afterEach(async () => {
    for (const thing of open.splice(0)) await thing.close();
  });
}
export const closeAfter = (thing: { close: () => Promise<void> }) => void open.push(thing);

/** A small list as a 2024 MongoDB holds it: ObjectIds, a holder, records of both lists. */
export function smallModel(): Tmdl2024Model {
  const model = emptyModel();
  const id = (() => {
    let next = 1;
    return () => objectId(next++);
  })();
  const region = { id: id(), name: 'Oriental' };
  model.regions.push(region);
  const player = (username: string, regionId: string | null = null) => ({
    id: id(),
    username,
    email: `${username.toLowerCase().replace(/\W/g, '')}@secret.example`,
    dateJoined: '2024-08-10T21:09:23.318',
    region: regionId,
    isStaff: false,
    isActive: true,
    discord: null,
    youtube: null,
    twitter: null,
    twitch: null,
  });
  const [amine, sara] = [player('Amine GD', region.id), player('Sara')];
  model.players.push(amine, sara);
  for (const [index, name] of ['Cursed Tempest', 'Burning Dunes', 'Toxic Nebula'].entries()) {
    model.classicLevels.push({
      id: String(1000 + index),
      name,
      publisher: 'Orbix',
      difficulty: 'EXTREME_DEMON',
      link: video(`Abcdefghij${index}`),
      thumbnail: `https://img.youtube.com/vi/Abcdefghij${index}/mqdefault.jpg`,
      ranking: index + 1,
      duration: 'LONG',
      minimumCompletion: 50,
      firstVictor: index === 0 ? amine.id : null,
    });
  }
  model.platformerLevels.push({
    id: '2000',
    name: 'Long Climb',
    publisher: 'Mavrix',
    difficulty: 'INSANE_DEMON',
    link: video('Platformer1'),
    thumbnail: 'https://img.youtube.com/vi/Platformer1/mqdefault.jpg',
    ranking: 1,
    recordHolder: sara.id,
  });
  model.classicRecords.push({ id: id(), level: '1000', player: amine.id, recordPercentage: 100, link: video('Run00000001') });
  model.classicRecords.push({ id: id(), level: '1001', player: sara.id, recordPercentage: 70, link: null });
  model.platformerRecords.push({ id: id(), level: '2000', player: sara.id, recordTime: 70_200, link: video('Run00000002') });
  return model;
}

export async function serve(model: Tmdl2024Model, options: Tmdl2024Options = {}): Promise<Tmdl2024Server> {
  const fixture = await startTmdl2024(model, options);
  open.push(fixture);
  return fixture;
}
export async function database(): Promise<DatabaseHandle> {
  const handle = await freshDatabase();
  open.push(handle);
  return handle;
}

/** Every row the list keeps, as text: equal fingerprints are equal databases. */
export async function fingerprint(db: DatabaseHandle['db']): Promise<string> {
  const tables = ['regions', 'players', 'levels', 'records', 'change_log', 'imported_ids', 'server_settings', 'discord_messages'];
  const parts = [];
  for (const table of tables) {
    const [row] = await queryRows<{ rows: string }>(
      db,
      sql`SELECT coalesce(string_agg(to_jsonb(t)::text, E'\n' ORDER BY to_jsonb(t)::text), '') AS rows FROM ${sql.identifier(table)} t`,
    );
    parts.push(`${table}:\n${row!.rows}`);
  }
  return parts.join('\n');
}

export const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the import went through');
    },
    (error: Error) => error,
  );
