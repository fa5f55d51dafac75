/**
 * Writing one list (classic or platformer) as the source has it: its levels in the source's order
 * (levels staff added here and the source never had follow it), their records, and their first
 * victors or record holders as the source sets them. A holder our rule (scoring/recompute.ts) would
 * also pick stays automatic; one the rule would not pick is kept as staff-set. Points are recomputed by
 * our rules. Into a list that was empty, history begins with a baseline entry per level; into one that
 * held the list already, each change is logged as staff's own are (levels placed, edited, removed and
 * moved; records added, improved, edited and removed).
 * Record ids share one space across both lists (the `records` table's): the source's own whole
 * number is kept only when no record here, of either list, has it, nor one this import gave.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LevelType } from '../../shared/constants';
import type { Log } from '../db/change-log';
import { queryRows, type Tx } from '../db/database';
import { levels, records } from '../db/schema';
import { continueSequences } from '../db/columns';
import { bulkInsert } from '../db/bulk-insert';
import { addMissingBaselines, levelEntry } from '../levels/history';
import { listLevels } from '../levels/queries';
import { lockRankings } from '../levels/rules';
import type { LevelView } from '../levels/wire';
import { logRecordChange } from '../records/history';
import { afterRecordChange, recomputeHolders, recomputeLevelPoints, recomputePlayerPoints } from '../scoring/recompute';
import { forget, newIds, remember, type IdMap } from './ids';
import { emptyStep, type StepReport } from './people';
import type { PlanLevel, PlanRecord } from './check-lists';

type LocalRecord = {
  id: number;
  levelId: string;
  playerId: number;
  percentage: number | null;
  timeMs: number | null;
  link: string | null;
  createdAt: Date;
  version: number;
};
type Planned = PlanRecord & { playerId: number };

export type ListWrite = { levels: StepReport; records: StepReport; staffSetHolders: number; renumbered: string[] };

const keyOf = (levelId: string, playerId: number) => `${levelId} ${playerId}`;
const shownValue = (record: { percentage: number | null; timeMs: number | null }) =>
  record.percentage !== null ? `${record.percentage} %` : `${record.timeMs} ms`;

/** The level's own fields, as stored. */
function levelFields(type: LevelType, level: PlanLevel) {
  return {
    name: level.name,
    publisher: level.publisher,
    difficulty: level.difficulty as LevelView['difficulty'],
    link: level.link,
    thumbnail: level.thumbnail,
    duration: type === 'classic' ? (level.duration as LevelView['duration']) : null,
    minimumCompletion: type === 'classic' ? level.minimumCompletion : null,
  };
}

/**
 * When records the source gives no date for were set: only their order within a level matters (the
 * first victor is the earliest 100 % run), so a level's first victor's run comes first, then the
 * source's order, a second apart, just before now.
 */
function undatedTimes(type: LevelType, planned: readonly Planned[], victors: ReadonlyMap<string, number | null>): Map<Planned, Date> {
  const now = Date.now();
  const byLevel = new Map<string, Planned[]>();
  for (const record of planned) {
    if (record.createdAt) continue;
    const list = byLevel.get(record.levelId);
    if (list) list.push(record);
    else byLevel.set(record.levelId, [record]);
  }
  const times = new Map<Planned, Date>();
  for (const [levelId, list] of byLevel) {
    const victor = type === 'classic' ? victors.get(levelId) : null;
    const first = (record: Planned) => (record.playerId === victor && record.percentage === 100 ? 0 : 1);
    const ordered = [...list].sort((a, b) => first(a) - first(b));
    ordered.forEach((record, index) => times.set(record, new Date(now - (ordered.length - index) * 1000)));
  }
  return times;
}

/**
 * Writes one list. `takenRecordIds` holds every record id in use, of both lists, and gains the ids
 * this list's new records take.
 */
export async function writeList(
  tx: Tx,
  log: Log,
  type: LevelType,
  source: { levels: readonly PlanLevel[]; records: readonly PlanRecord[] },
  maps: { player: IdMap; level: IdMap; record: IdMap; names: ReadonlyMap<string, string> },
  takenRecordIds: Set<number>,
  logged: boolean,
): Promise<ListWrite> {
  await lockRankings(tx, type);
  const report: ListWrite = { levels: emptyStep(), records: emptyStep(), staffSetHolders: 0, renumbered: [] };
  const before = await listLevels(tx, type);
  const here = new Map(before.map((level) => [level.id, level]));
  const ordered = source.levels
    .map((level, index) => ({ level, index }))
    .sort((a, b) => a.level.sourceRanking - b.level.sourceRanking || a.index - b.index)
    .map((entry) => entry.level);
  const inSource = new Set(ordered.map((level) => level.id));
  const removed = before.filter((level) => !inSource.has(level.id) && maps.level.has(level.id));
  const localOnly = before.filter((level) => !inSource.has(level.id) && !maps.level.has(level.id));
  const rankingOf = new Map<string, number>([
    ...ordered.map((level, index) => [level.id, index + 1] as const),
    ...localOnly.map((level, index) => [level.id, ordered.length + index + 1] as const),
  ]);
  for (const level of ordered)
    if (level.sourceRanking !== rankingOf.get(level.id))
      report.renumbered.push(
        `${type} level ${level.id} '${level.name}': ranking ${level.sourceRanking} there, ${rankingOf.get(level.id)} here`,
      );
  // Local record id → source id, for forgetting the records that go.
  const sourceOfRecord = new Map([...maps.record].map(([sourceId, localId]) => [localId, sourceId]));

  // Levels gone from the source go, with their records (as a staff removal does).
  if (removed.length > 0) {
    const gone = removed.map((level) => level.id);
    const goneRecords = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM records WHERE type = ${type} AND level_id IN (${sql.join(
        gone.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await forget(
      tx,
      `record:${type}`,
      goneRecords.flatMap((record) => sourceOfRecord.get(String(record.id)) ?? []),
    );
    await tx.delete(levels).where(and(eq(levels.type, type), inArray(levels.id, gone)));
    await forget(tx, `level:${type}`, gone);
    report.levels.removed = removed.length;
    for (const level of removed) report.levels.lines.push(`${type} level ${level.id} '${level.name}' removed`);
  }

  const fresh = ordered.filter((level) => !here.has(level.id));
  await bulkInsert(
    tx,
    levels,
    fresh.map((level) => ({
      type,
      id: level.id,
      ...levelFields(type, level),
      ranking: rankingOf.get(level.id)!,
      version: level.version ?? 1,
    })),
  );
  report.levels.added = fresh.length;
  if (logged)
    for (const level of fresh) report.levels.lines.push(`${type} level ${level.id} '${level.name}' added at ${rankingOf.get(level.id)}`);
  for (const level of ordered) {
    const was = here.get(level.id);
    if (!was) continue;
    const fields = levelFields(type, level);
    const edited = Object.entries(fields).some(([field, value]) => was[field as keyof typeof fields] !== value);
    const ranking = rankingOf.get(level.id)!;
    const version = level.version ?? (edited ? was.version + 1 : was.version);
    if (!edited && ranking === was.ranking && version === was.version) {
      report.levels.unchanged += 1;
      continue;
    }
    await tx
      .update(levels)
      .set({ ...fields, ranking, version })
      .where(and(eq(levels.type, type), eq(levels.id, level.id)));
    report.levels.changed += 1;
    const what = [edited ? 'edited' : null, ranking !== was.ranking ? `moved ${was.ranking} → ${ranking}` : null]
      .filter(Boolean)
      .join(', ');
    if (what) report.levels.lines.push(`${type} level ${level.id} '${level.name}' ${what}`);
  }
  for (const level of localOnly) {
    const ranking = rankingOf.get(level.id)!;
    if (ranking !== level.ranking)
      await tx
        .update(levels)
        .set({ ranking })
        .where(and(eq(levels.type, type), eq(levels.id, level.id)));
  }

  // Records: matched to what is here by level and player.
  const local: LocalRecord[] = await tx
    .select({
      id: records.id,
      levelId: records.levelId,
      playerId: records.playerId,
      percentage: records.percentage,
      timeMs: records.timeMs,
      link: records.link,
      createdAt: records.createdAt,
      version: records.version,
    })
    .from(records)
    .where(eq(records.type, type));
  const byKey = new Map(local.map((record) => [keyOf(record.levelId, record.playerId), record]));
  const imported = new Set(maps.record.values());
  const planned: Planned[] = source.records.map((record) => ({ ...record, playerId: Number(maps.player.get(record.playerSourceId)) }));
  const victors = new Map(
    ordered.map((level) => [level.id, level.holderSourceId === null ? null : Number(maps.player.get(level.holderSourceId))] as const),
  );
  const undated = undatedTimes(
    type,
    planned.filter((record) => !byKey.has(keyOf(record.levelId, record.playerId))),
    victors,
  );
  const seen = new Set(planned.map((record) => keyOf(record.levelId, record.playerId)));
  const goneRecords = local.filter((record) => imported.has(String(record.id)) && !seen.has(keyOf(record.levelId, record.playerId)));

  const newRecords = planned.filter((record) => !byKey.has(keyOf(record.levelId, record.playerId)));
  const ids = newIds(
    newRecords.map((record) => record.sourceId),
    takenRecordIds,
  );
  const rowOf = (record: Planned) => ({
    id: ids.get(record.sourceId)!,
    type,
    levelId: record.levelId,
    playerId: record.playerId,
    percentage: record.percentage,
    timeMs: record.timeMs,
    link: record.link,
    createdAt: record.createdAt ?? undated.get(record)!,
    version: record.version ?? 1,
  });
  const mapped: (readonly [string, number])[] = [];
  if (!logged) {
    await bulkInsert(tx, records, newRecords.map(rowOf));
  }
  for (const record of newRecords) {
    mapped.push([record.sourceId, ids.get(record.sourceId)!]);
    if (!logged) continue;
    report.records.lines.push(
      `${type} record of ${maps.names.get(record.playerSourceId)} on ${record.levelId} added (${shownValue(record)})`,
    );
    await logRecordChange(tx, log, type, { levelId: record.levelId, playerId: record.playerId }, async () => {
      await tx.insert(records).values(rowOf(record));
      await afterRecordChange(tx, type, record.levelId, [record.playerId]);
    });
  }
  report.records.added = newRecords.length;
  await continueSequences(tx, 'records');

  for (const record of planned) {
    const was = byKey.get(keyOf(record.levelId, record.playerId));
    if (!was) continue;
    mapped.push([record.sourceId, was.id]);
    const createdAt = record.createdAt ?? was.createdAt;
    const same =
      was.percentage === record.percentage &&
      was.timeMs === record.timeMs &&
      was.link === record.link &&
      was.createdAt.getTime() === createdAt.getTime() &&
      (record.version === null || record.version === was.version);
    if (same) {
      report.records.unchanged += 1;
      continue;
    }
    report.records.changed += 1;
    report.records.lines.push(
      `${type} record of ${maps.names.get(record.playerSourceId)} on ${record.levelId}: ${shownValue(was)} → ${shownValue(record)}`,
    );
    const change = async () => {
      await tx
        .update(records)
        .set({
          percentage: record.percentage,
          timeMs: record.timeMs,
          link: record.link,
          createdAt,
          version: record.version ?? was.version + 1,
        })
        .where(eq(records.id, was.id));
      await afterRecordChange(tx, type, record.levelId, [record.playerId]);
    };
    if (logged) await logRecordChange(tx, log, type, { levelId: record.levelId, playerId: record.playerId }, change);
    else await change();
  }

  for (const record of goneRecords) {
    report.records.lines.push(`${type} record of player ${record.playerId} on ${record.levelId} removed`);
    const drop = async () => {
      await tx.delete(records).where(eq(records.id, record.id));
      await afterRecordChange(tx, type, record.levelId, [record.playerId]);
    };
    if (logged) await logRecordChange(tx, log, type, { levelId: record.levelId, playerId: record.playerId }, drop);
    else await drop();
  }
  report.records.removed = goneRecords.length;
  await forget(
    tx,
    `record:${type}`,
    goneRecords.flatMap((record) => sourceOfRecord.get(String(record.id)) ?? []),
  );
  await remember(tx, `record:${type}`, mapped);
  await remember(
    tx,
    `level:${type}`,
    ordered.map((level) => [level.id, level.id] as const),
  );

  // First victors and record holders as the source sets them: automatic where our rule agrees.
  const sourceLevelIds = ordered.map((level) => level.id);
  if (sourceLevelIds.length > 0) {
    await tx
      .update(levels)
      .set({ holderManual: false, manualHolderId: null })
      .where(and(eq(levels.type, type), inArray(levels.id, sourceLevelIds)));
    await recomputeHolders(tx, type, sourceLevelIds);
    const ruled = await tx
      .select({ id: levels.id, holderId: levels.holderId })
      .from(levels)
      .where(and(eq(levels.type, type), inArray(levels.id, sourceLevelIds)));
    for (const level of ruled) {
      const wanted = victors.get(level.id) ?? null;
      if (level.holderId === wanted) continue;
      await tx
        .update(levels)
        .set({ holderId: wanted, holderManual: true, manualHolderId: wanted })
        .where(and(eq(levels.type, type), eq(levels.id, level.id)));
      report.staffSetHolders += 1;
    }
    // A holder the source sets who is banned here is hidden as a staff-set one is (scoring/recompute.ts).
    await recomputeHolders(tx, type, sourceLevelIds);
  }
  await recomputeLevelPoints(tx, type);
  await recomputePlayerPoints(tx, type);

  if (logged)
    logLevels(
      log,
      type,
      before,
      await listLevels(tx, type),
      fresh.map((level) => level.id),
      removed,
    );
  else await addMissingBaselines(tx, log, type);
  return report;
}

/** The log's entries for what the import did to the levels of a list that held it already. */
function logLevels(
  log: Log,
  type: LevelType,
  before: readonly LevelView[],
  after: readonly LevelView[],
  added: readonly string[],
  removed: readonly LevelView[],
): void {
  const standing = (level: LevelView) => ({ id: level.id, name: level.name, ranking: level.ranking });
  const afterStandings = after.map(standing);
  const was = new Map(before.map((level) => [level.id, level]));
  for (const level of removed)
    log.add(levelEntry('level.removed', type, { id: level.id, before: [standing(level)], after: afterStandings, was: level }));
  for (const level of after) {
    if (added.includes(level.id)) {
      log.add(
        levelEntry('level.placed', type, {
          id: level.id,
          before: afterStandings.filter((other) => other.id !== level.id),
          after: afterStandings,
          is: level,
        }),
      );
      continue;
    }
    const old = was.get(level.id);
    if (!old) continue;
    const entry = levelEntry('level.edited', type, { id: level.id, before: [standing(level)], after: afterStandings, was: old, is: level });
    if (Object.keys(entry.data.changed ?? {}).length > 0) log.add(entry);
  }
  const kept = before.filter((level) => after.some((other) => other.id === level.id)).map(standing);
  const reorder = levelEntry('levels.reordered', type, { id: null, before: kept, after: afterStandings });
  if (reorder.data.moves.length > 0) log.add(reorder);
}
