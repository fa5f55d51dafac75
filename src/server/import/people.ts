/**
 * Writing the source's regions and players: new ones added with the source's ids where free, changed
 * ones updated, each change logged as the site logs its own (unless the database was empty: an import
 * into an empty database is where history begins, not a series of changes). A player someone has
 * claimed (who signs in here) keeps the profile they keep here; their records still come from the source.
 */
import { sql } from 'drizzle-orm';
import type { Log } from '../db/change-log';
import { queryRows, type Tx } from '../db/database';
import { players, regions } from '../db/schema';
import { continueSequences } from '../db/columns';
import { bulkInsert } from '../db/bulk-insert';
import { avatarEtag } from '../players/avatar';
import { playerJoined } from '../players/entries';
import { newIds, remember, type IdMap } from './ids';
import type { PlanPlayer, PlanRegion } from './check';

/** What a step did, for the report: counts and, when the database held a list already, one line per change. */
export type StepReport = { added: number; changed: number; removed: number; unchanged: number; lines: string[] };
export const emptyStep = (): StepReport => ({ added: 0, changed: 0, removed: 0, unchanged: 0, lines: [] });

export async function writeRegions(tx: Tx, log: Log, source: readonly PlanRegion[], map: IdMap, logged: boolean): Promise<StepReport> {
  const report = emptyStep();
  const local = await queryRows<{ id: number; name: string }>(tx, sql`SELECT id, name FROM regions`);
  const byId = new Map(local.map((row) => [row.id, row]));
  const byName = new Map(local.map((row) => [row.name.toLowerCase(), row]));
  const fresh: PlanRegion[] = [];
  const adopted: [string, number][] = [];
  for (const region of source) {
    const mapped = map.get(region.sourceId);
    const here = mapped !== undefined ? byId.get(Number(mapped)) : byName.get(region.name.toLowerCase());
    if (!here) {
      fresh.push(region);
      continue;
    }
    if (mapped === undefined) adopted.push([region.sourceId, here.id]);
    if (here.name === region.name) {
      report.unchanged += 1;
      continue;
    }
    await tx
      .update(regions)
      .set({ name: region.name, version: sql`${regions.version} + 1` })
      .where(sql`${regions.id} = ${here.id}`);
    report.changed += 1;
    report.lines.push(`region '${here.name}' renamed '${region.name}'`);
    if (logged)
      log.add({
        kind: 'region.renamed',
        subjects: [`region:${here.id}`],
        data: { region: { id: here.id, name: region.name }, from: here.name, to: region.name },
      });
  }
  const ids = newIds(
    fresh.map((region) => region.sourceId),
    new Set(local.map((row) => row.id)),
  );
  await bulkInsert(
    tx,
    regions,
    fresh.map((region) => ({ id: ids.get(region.sourceId)!, name: region.name })),
  );
  for (const region of fresh) {
    const id = ids.get(region.sourceId)!;
    map.set(region.sourceId, String(id));
    report.added += 1;
    if (logged) {
      report.lines.push(`region '${region.name}' added`);
      log.add({
        kind: 'region.created',
        subjects: [`region:${id}`],
        data: { region: { id, name: region.name }, from: null, to: region.name },
      });
    }
  }
  await continueSequences(tx, 'regions');
  for (const [source, id] of adopted) map.set(source, String(id));
  await remember(tx, 'region', [...adopted, ...fresh.map((region) => [region.sourceId, ids.get(region.sourceId)!] as const)]);
  return report;
}

/** The public fields of a player as the log names them (players/profile.ts). */
const FIELDS = ['username', 'regionId', 'discord', 'youtube', 'twitter', 'twitch', 'isStaff', 'isActive'] as const;
type Fields = {
  [K in (typeof FIELDS)[number]]: K extends 'isStaff' | 'isActive'
    ? boolean
    : K extends 'regionId'
      ? number | null
      : K extends 'username'
        ? string
        : string | null;
};
type LocalPlayer = Fields & { id: number; signsIn: boolean; avatarEtag: string | null };

/** `avatars`: the pictures read from the source (an unchanged one is not read again). */
export type PlayerWrite = StepReport & { avatars: number };

export async function writePlayers(
  tx: Tx,
  log: Log,
  source: readonly PlanPlayer[],
  maps: { player: IdMap; region: IdMap },
  logged: boolean,
): Promise<PlayerWrite> {
  const report: PlayerWrite = { ...emptyStep(), avatars: 0 };
  const local = await queryRows<LocalPlayer>(
    tx,
    sql`
    SELECT id, username, region_id AS "regionId", discord, youtube, twitter, twitch, is_staff AS "isStaff", is_active AS "isActive",
           (email IS NOT NULL OR password_hash IS NOT NULL) AS "signsIn", avatar_etag AS "avatarEtag"
    FROM players`,
  );
  const byId = new Map(local.map((row) => [row.id, row]));
  const fieldsOf = (player: PlanPlayer): Fields => ({
    username: player.username,
    regionId: player.regionSourceId === null ? null : Number(maps.region.get(player.regionSourceId)),
    discord: player.discord,
    youtube: player.youtube,
    twitter: player.twitter,
    twitch: player.twitch,
    isStaff: player.isStaff,
    isActive: player.isActive,
  });
  const fresh: PlanPlayer[] = [];
  for (const player of source) {
    const mapped = maps.player.get(player.sourceId);
    const here = mapped === undefined ? undefined : byId.get(Number(mapped));
    if (!here) {
      fresh.push(player);
      continue;
    }
    const next = fieldsOf(player);
    const changed = here.signsIn ? [] : FIELDS.filter((field) => here[field] !== next[field]);
    const avatar = here.signsIn || player.avatar === 'unchanged' ? undefined : player.avatar;
    const etag = avatar ? avatarEtag(avatar) : null;
    const avatarChanged = avatar !== undefined && etag !== here.avatarEtag;
    if (changed.length === 0 && !avatarChanged) {
      report.unchanged += 1;
      continue;
    }
    report.changed += 1;
    const update = Object.fromEntries(changed.map((field) => [field, next[field]]));
    await tx
      .update(players)
      .set({ ...update, ...(avatarChanged ? { avatar: avatar ?? null, avatarEtag: etag } : {}) })
      .where(sql`${players.id} = ${here.id}`);
    const name = next.username;
    if (changed.length > 0) {
      report.lines.push(
        `player ${name}: ${changed.map((field) => `${field} ${JSON.stringify(here[field])} → ${JSON.stringify(next[field])}`).join(', ')}`,
      );
      log.add({
        kind: 'player.edited',
        subjects: [`player:${here.id}`, ...(changed.includes('regionId') && next.regionId !== null ? [`region:${next.regionId}`] : [])],
        data: { player: { id: here.id, name }, changed: Object.fromEntries(changed.map((field) => [field, [here[field], next[field]]])) },
      });
    }
    if (avatarChanged) {
      report.lines.push(`player ${name}: ${avatar ? 'new avatar' : 'avatar removed'}`);
      log.add({
        kind: 'player.avatar',
        subjects: [`player:${here.id}`],
        data: { player: { id: here.id, name }, ...(etag ? { etag } : {}) },
      });
    }
  }
  const ids = newIds(
    fresh.map((player) => player.sourceId),
    new Set(local.map((row) => row.id)),
  );
  const joined = new Date();
  await bulkInsert(
    tx,
    players,
    fresh.map((player) => {
      const avatar = player.avatar instanceof Uint8Array ? player.avatar : null;
      return {
        id: ids.get(player.sourceId)!,
        ...fieldsOf(player),
        dateJoined: player.dateJoined ?? joined,
        // bulkInsert sends JSON: bytea goes as PostgreSQL's hex text form.
        avatar: avatar ? (`\\x${Buffer.from(avatar).toString('hex')}` as unknown as Uint8Array) : null,
        avatarEtag: avatar ? avatarEtag(avatar) : null,
      };
    }),
  );
  await continueSequences(tx, 'players');
  for (const player of fresh) {
    const id = ids.get(player.sourceId)!;
    maps.player.set(player.sourceId, String(id));
    report.added += 1;
    if (logged) {
      report.lines.push(`player ${player.username} added`);
      log.add(playerJoined({ id, username: player.username }));
    }
  }
  report.avatars = source.filter((player) => player.avatar instanceof Uint8Array).length;
  await remember(
    tx,
    'player',
    fresh.map((player) => [player.sourceId, ids.get(player.sourceId)!] as const),
  );
  return report;
}
