/**
 * `npm run cli -- import --from <address>`: reads the whole list of a site that speaks the 2024 API
 * (read.ts), puts every value through this site's own rules (check.ts), and only once all of it is
 * read and checked writes it here, all in one transaction through the site's one write path
 * (db/write.ts): a failure at any point, in the checks or in the database, leaves the database as it
 * was, and running the import again can finish. Running servers hear of the commit and the log holds
 * it. The first import goes into an empty database; an import again from the same site brings only
 * what changed there and says what. Points are recomputed by our rules, and every player and region
 * whose points differ from what the source published is listed with both figures.
 */
import { sql } from 'drizzle-orm';
import { LEVEL_TYPES, type LevelType } from '../../shared/constants';
import { queryRows, type Queryable } from '../db/database';
import { write, type Writer } from '../db/write';
import { checkSource, type ImportPlan } from './check';
import { importedFrom, readIdMaps, rememberSource, type IdKind, type IdMap } from './ids';
import { writeList, type ListWrite } from './lists';
import { writePlayers, writeRegions, type PlayerWrite, type StepReport } from './people';
import { progressOn, type Progress } from './progress';
import { readSource } from './read';
import { ImportError, sourceAt, type SourceOptions } from './source';
import { usernameKey } from '../../shared/username';

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
  /** How the source was read and what this site's rules changed on the way (check.ts). */
  notes: string[];
  ms: number;
};

/** A list is there when levels, regions or players without a sign-in are: accounts made first (staff's own) are not one. */
async function holdsAList(db: Queryable): Promise<boolean> {
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`
    SELECT EXISTS (SELECT 1 FROM levels) OR EXISTS (SELECT 1 FROM regions)
        OR EXISTS (SELECT 1 FROM players WHERE email IS NULL AND password_hash IS NULL) AS any`,
  );
  return row!.any;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

async function pointsDifferences(
  db: Queryable,
  plan: ImportPlan,
  maps: { player: IdMap; region: IdMap },
): Promise<ImportSummary['points']> {
  const ours = new Map(
    (
      await queryRows<{ id: number; classic: number; platformer: number }>(
        db,
        sql`
    SELECT id, classic_points::float8 AS classic, platformer_points::float8 AS platformer FROM players`,
      )
    ).map((row) => [row.id, row]),
  );
  const regionTotals = new Map(
    (
      await queryRows<{ id: number; classic: number; platformer: number }>(
        db,
        sql`
    SELECT r.id, COALESCE(SUM(p.classic_points), 0)::float8 AS classic, COALESCE(SUM(p.platformer_points), 0)::float8 AS platformer
    FROM regions r LEFT JOIN players p ON p.region_id = r.id GROUP BY r.id`,
      )
    ).map((row) => [row.id, row]),
  );
  const differences = (name: string, here: { classic: number; platformer: number } | undefined, theirs: Record<LevelType, number | null>) =>
    LEVEL_TYPES.flatMap((type) => {
      const published = theirs[type];
      const computed = round2(here?.[type] ?? 0);
      return published === null || round2(published) === computed ? [] : [{ name, type, ours: computed, theirs: published }];
    });
  return {
    players: plan.players.flatMap((player) =>
      differences(player.username, ours.get(Number(maps.player.get(player.sourceId))), player.published),
    ),
    regions: plan.regions.flatMap((region) =>
      differences(region.name, regionTotals.get(Number(maps.region.get(region.sourceId))), region.published),
    ),
  };
}

export type ImportOptions = { from: string; progress?: Progress } & SourceOptions;

export async function importList(writer: Writer, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const progress = options.progress ?? progressOn(null);
  const source = sourceAt(options.from, options);
  const before = await importedFrom(writer.db);
  await checkTarget(writer.db, before, source.address);
  const maps = await readIdMaps(writer.db);
  const mapOf = (kind: IdKind): IdMap => {
    if (!maps.has(kind)) maps.set(kind, new Map());
    return maps.get(kind)!;
  };
  const knownAvatars = new Map(
    (
      await queryRows<{ id: number; etag: string }>(
        writer.db,
        sql`SELECT id, avatar_etag AS etag FROM players WHERE avatar_etag IS NOT NULL`,
      )
    ).map((row) => [row.id, row.etag]),
  );
  const sourceAvatars = new Map(
    [...mapOf('player')].flatMap(([sourceId, localId]) => {
      const etag = knownAvatars.get(Number(localId));
      return etag ? [[sourceId, etag] as const] : [];
    }),
  );

  progress.line(`Reading ${source.address} …`);
  const plan = checkSource(source, await readSource(source, progress, sourceAvatars));
  await checkNames(writer.db, plan, mapOf('player'));

  const first = before === null;
  const writing = progress.step(
    'writing',
    plan.regions.length +
      plan.players.length +
      LEVEL_TYPES.reduce((sum, type) => sum + plan.lists[type].levels.length + plan.lists[type].records.length, 0),
  );
  const written = await write(writer, async (tx, log) => {
    // Again inside the transaction: another import may have begun since the first look.
    await checkTarget(tx, await importedFrom(tx), source.address, before);
    await rememberSource(tx, source.address);
    const regions = await writeRegions(tx, log, plan.regions, mapOf('region'), !first);
    writing.tick(plan.regions.length);
    const players = await writePlayers(tx, log, plan.players, { player: mapOf('player'), region: mapOf('region') }, !first);
    writing.tick(plan.players.length);
    const names = new Map(plan.players.map((player) => [player.sourceId, player.username]));
    const takenRecordIds = new Set((await queryRows<{ id: number }>(tx, sql`SELECT id FROM records`)).map((row) => row.id));
    const lists = {} as ImportSummary['lists'];
    for (const type of LEVEL_TYPES) {
      const logged = mapOf(`level:${type}`).size > 0;
      lists[type] = await writeList(
        tx,
        log,
        type,
        plan.lists[type],
        { player: mapOf('player'), level: mapOf(`level:${type}`), record: mapOf(`record:${type}`), names },
        takenRecordIds,
        logged,
      );
      writing.tick(plan.lists[type].levels.length + plan.lists[type].records.length);
    }
    const points = await pointsDifferences(tx, plan, { player: mapOf('player'), region: mapOf('region') });
    return { regions, players, lists, points };
  });
  writing.done();
  const listed = new Set(plan.players.map((player) => player.sourceId));
  const dropped = new Set([...mapOf('player')].flatMap(([sourceId, localId]) => (listed.has(sourceId) ? [] : [Number(localId)])));
  const notOnSource =
    dropped.size === 0
      ? []
      : (await queryRows<{ id: number; username: string }>(writer.db, sql`SELECT id, username FROM players`))
          .filter((player) => dropped.has(player.id))
          .map((player) => player.username);
  return { source: source.address, first, ...written, notOnSource, notes: plan.notes, ms: performance.now() - started };
}

/** The database must be empty of lists, or hold the one imported from this same source. */
async function checkTarget(
  db: Queryable,
  importedHere: string | null,
  address: string,
  expected: string | null = importedHere,
): Promise<void> {
  if (importedHere !== expected)
    throw new ImportError('Another import into this database began meanwhile: nothing was written; run the import again once it is done.');
  if (importedHere !== null && importedHere !== address) {
    throw new ImportError(`This database was imported from ${importedHere}: an import from ${address} would mix two lists.`);
  }
  if (importedHere === null && (await holdsAList(db))) {
    throw new ImportError(
      'This database already holds a list: import into an empty one, where only accounts may have been made (an import again from the site it came from brings what changed there).',
    );
  }
}

/** A new player's username must be free here: one a local account holds (whatever its case) is refused before anything is written. */
async function checkNames(db: Queryable, plan: ImportPlan, players: IdMap): Promise<void> {
  const mine = new Set([...players.values()].map(Number));
  const taken = new Map(
    (await queryRows<{ id: number; username: string }>(db, sql`SELECT id, username FROM players`))
      .filter((player) => !mine.has(player.id))
      .map((player) => [usernameKey(player.username), player.username]),
  );
  const clashes = plan.players.filter((player) => !players.has(player.sourceId) && taken.has(usernameKey(player.username)));
  if (clashes.length > 0) {
    throw new ImportError(
      `The source's player${clashes.length > 1 ? 's' : ''} ${clashes.map((player) => `'${player.username}'`).join(', ')} ` +
        `would take a username an account here has: rename ${clashes.length > 1 ? 'them' : 'it'} on one side first.`,
    );
  }
}
