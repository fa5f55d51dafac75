/**
 * `npm run cli -- import --from <address>`: reads the whole list of a site that speaks the 2024 API
 * (read.ts), and only once all of it is read and checked writes it here, in one transaction per kind
 * (regions, players, each list), each through the site's one write path (db/write.ts), so running
 * servers hear of it and the log holds it. The first import goes into an empty database; an import
 * again from the same site brings only what changed there and says what. Points are recomputed by
 * our rules, and every player and region whose points differ from what the source published is
 * listed with both figures.
 */
import { sql } from 'drizzle-orm';
import { LEVEL_TYPES, type LevelType } from '../../shared/constants';
import { queryRows, type Queryable } from '../db/database';
import { write, type Writer } from '../db/write';
import { importedFrom, readIdMaps, rememberSource, type IdKind, type IdMap } from './ids';
import { writeList, type ListWrite } from './lists';
import { writePlayers, writeRegions, type PlayerWrite, type StepReport } from './people';
import { progressOn, type Progress } from './progress';
import { readSource, type SourceList } from './read';
import { ImportError, sourceAt } from './source';

export { ImportError };

export type PointsDifference = { name: string; type: LevelType; ours: number; theirs: number };
export type ImportSummary = {
  source: string;
  /** True when the database was empty: this import began its list. */
  first: boolean;
  regions: StepReport;
  players: PlayerWrite;
  lists: Record<LevelType, ListWrite>;
  /** Players and regions whose points here differ from the source's. */
  points: { players: PointsDifference[]; regions: PointsDifference[] };
  /** Players an earlier import brought that the source no longer lists: kept here. */
  notOnSource: string[];
  ms: number;
};

/** A list is there when levels, regions or players without a sign-in are: accounts made first (staff's own) are not one. */
async function holdsAList(db: Queryable): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(db, sql`
    SELECT EXISTS (SELECT 1 FROM levels) OR EXISTS (SELECT 1 FROM regions)
        OR EXISTS (SELECT 1 FROM players WHERE email IS NULL AND password_hash IS NULL) AS any`);
  return row!.any;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

async function pointsDifferences(db: Queryable, list: SourceList, maps: { player: IdMap; region: IdMap }): Promise<ImportSummary['points']> {
  const ours = new Map((await queryRows<{ id: number; classic: number; platformer: number }>(db, sql`
    SELECT id, classic_points::float8 AS classic, platformer_points::float8 AS platformer FROM players`)).map((row) => [row.id, row]));
  const regionTotals = new Map((await queryRows<{ id: number; classic: number; platformer: number }>(db, sql`
    SELECT r.id, COALESCE(SUM(p.classic_points), 0)::float8 AS classic, COALESCE(SUM(p.platformer_points), 0)::float8 AS platformer
    FROM regions r LEFT JOIN players p ON p.region_id = r.id GROUP BY r.id`)).map((row) => [row.id, row]));
  const differences = (name: string, here: { classic: number; platformer: number } | undefined, theirs: Record<LevelType, number | null>) =>
    LEVEL_TYPES.flatMap((type) => {
      const published = theirs[type];
      const computed = round2(here?.[type] ?? 0);
      return published === null || round2(published) === computed ? [] : [{ name, type, ours: computed, theirs: published }];
    });
  return {
    players: list.players.flatMap((player) => differences(player.username, ours.get(Number(maps.player.get(player.id))), { classic: player.classicPoints, platformer: player.platformerPoints })),
    regions: list.regions.flatMap((region) => differences(region.name, regionTotals.get(Number(maps.region.get(region.id))), { classic: region.classicPoints, platformer: region.platformerPoints })),
  };
}

export async function importList(writer: Writer, options: { from: string; progress?: Progress }): Promise<ImportSummary> {
  const started = performance.now();
  const progress = options.progress ?? progressOn(null);
  const source = sourceAt(options.from);
  const before = await importedFrom(writer.db);
  if (before !== null && before !== source.address) {
    throw new ImportError(`This database was imported from ${before}: an import from ${source.address} would mix two lists.`);
  }
  if (before === null && await holdsAList(writer.db)) {
    throw new ImportError('This database already holds a list: import into an empty one, where only accounts may have been made (an import again from the site it came from brings what changed there).');
  }
  const maps = await readIdMaps(writer.db);
  const mapOf = (kind: IdKind): IdMap => {
    if (!maps.has(kind)) maps.set(kind, new Map());
    return maps.get(kind)!;
  };
  const knownAvatars = new Map((await queryRows<{ id: number; etag: string }>(writer.db, sql`SELECT id, avatar_etag AS etag FROM players WHERE avatar_etag IS NOT NULL`))
    .map((row) => [row.id, row.etag]));
  const sourceAvatars = new Map([...mapOf('player')].flatMap(([sourceId, localId]) => {
    const etag = knownAvatars.get(Number(localId));
    return etag ? [[sourceId, etag] as const] : [];
  }));

  progress.line(`Reading ${source.address} …`);
  const list = await readSource(source, progress, sourceAvatars);
  await checkNames(writer.db, list, mapOf('player'));

  const first = before === null;
  const regions = await write(writer, async (tx, log) => {
    await rememberSource(tx, source.address);
    return writeRegions(tx, log, list.regions, mapOf('region'), !first);
  });
  const writing = progress.step('writing players', list.players.length);
  const players = await write(writer, (tx, log) => writePlayers(tx, log, list.players, { player: mapOf('player'), region: mapOf('region') }, !first));
  writing.done(`${players.added} added, ${players.changed} changed`);
  const usernames = new Map(list.players.map((player) => [player.username.toLowerCase(), player.id]));
  const lists = {} as ImportSummary['lists'];
  for (const type of LEVEL_TYPES) {
    const { levels, records } = list.lists[type];
    const step = progress.step(`writing ${type}`, levels.length + records.length);
    const logged = mapOf(`level:${type}`).size > 0;
    lists[type] = await write(writer, (tx, log) => writeList(
      tx, log, type, list.lists[type],
      { player: mapOf('player'), level: mapOf(`level:${type}`), record: mapOf(`record:${type}`), usernames }, logged,
    ));
    step.done(`${levels.length} levels, ${records.length} records`);
  }
  const listed = new Set(list.players.map((player) => player.id));
  const dropped = new Set([...mapOf('player')].flatMap(([sourceId, localId]) => (listed.has(sourceId) ? [] : [Number(localId)])));
  const notOnSource = dropped.size === 0 ? [] : (await queryRows<{ id: number; username: string }>(writer.db, sql`SELECT id, username FROM players`))
    .filter((player) => dropped.has(player.id))
    .map((player) => player.username);
  const points = await pointsDifferences(writer.db, list, { player: mapOf('player'), region: mapOf('region') });
  return { source: source.address, first, regions, players, lists, points, notOnSource, ms: performance.now() - started };
}

/** A new player's username must be free here: one a local account holds is refused before anything is written. */
async function checkNames(db: Queryable, list: SourceList, players: IdMap): Promise<void> {
  const mine = new Set([...players.values()].map(Number));
  const taken = new Map((await queryRows<{ id: number; username: string }>(db, sql`SELECT id, username FROM players`))
    .filter((player) => !mine.has(player.id)).map((player) => [player.username.toLowerCase(), player.username]));
  const clashes = list.players.filter((player) => !players.has(player.id) && taken.has(player.username.toLowerCase()));
  if (clashes.length > 0) {
    throw new ImportError(`The source's player${clashes.length > 1 ? 's' : ''} ${clashes.map((player) => `'${player.username}'`).join(', ')} `
      + `would take a username an account here has: rename ${clashes.length > 1 ? 'them' : 'it'} on one side first.`);
  }
}
