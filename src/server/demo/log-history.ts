/**
 * The demo's year of history (plan-history.ts) written to the change log through the entries real
 * changes make: a baseline per level where history begins (levels/history.ts baselineEntry), a
 * staff placement or reorder read from the list before and after it (levelEntry), a record that
 * passed a placed level's first victor or record holder on (records/history.ts recordEntry). Each is
 * dated when it happened and made by a staff member, so the changelog, the levels' charts,
 * the list on a past date and the audit trail read it as they read the live list's changes.
 */
import { levelPoints } from '../../shared/points';
import type { LogEntry, Log } from '../db/change-log';
import type { Tx } from '../db/database';
import { baselineEntry, levelEntry, type Standing } from '../levels/history';
import { listLevels } from '../levels/queries';
import type { LevelView } from '../levels/wire';
import { recordEntry } from '../records/history';
import { applyListChange } from './plan-history';
import type { DataSetPlan, PlannedHistory } from './plan-types';

type Actor = LogEntry['actor'];

/** A level as its placement made it: at its place then, with that place's points and no holder yet. */
const asPlaced = (row: LevelView, ranking: number): LevelView => ({
  ...row,
  ranking,
  ...levelPoints(ranking),
  holderId: null,
  holderName: null,
  holderManual: false,
  manualHolderId: null,
});

function listEntries(list: PlannedHistory, rows: ReadonlyMap<string, LevelView>, actor: Actor): LogEntry[] {
  const standings = (order: readonly string[]): Standing[] =>
    order.map((id, index) => ({ id, name: rows.get(id)!.name, ranking: index + 1 }));
  const entries: LogEntry[] = list.baseline.map((id, index) => ({
    ...baselineEntry(list.type, { id, name: rows.get(id)!.name, ranking: index + 1 }),
    at: list.begins,
  }));
  let order = list.baseline;
  for (const change of list.changes) {
    const next = applyListChange(order, change);
    const [before, after] = [standings(order), standings(next)];
    const entry =
      change.kind === 'placed'
        ? levelEntry('level.placed', list.type, { id: change.id, before, after, is: asPlaced(rows.get(change.id)!, change.to) })
        : levelEntry('levels.reordered', list.type, { id: null, before, after });
    entries.push({ ...entry, actor, at: change.at });
    order = next;
  }
  return entries;
}

/** Adds the planned history to `log`, oldest first; players and records have the ids 1..N of their plan order. */
export async function logPlannedHistory(tx: Tx, log: Log, plan: DataSetPlan): Promise<void> {
  if (!plan.history) return;
  // The first staff member who had joined when history began made its changes (the demo's staff sign-in, first in the plan).
  const begins = Math.min(...plan.history.lists.map((list) => list.begins.getTime()));
  const staff = plan.players.findIndex((player) => player.isStaff && player.dateJoined.getTime() <= begins);
  const actor: Actor = staff < 0 ? null : { id: staff + 1, name: plan.players[staff]!.username };
  const player = (index: number) => ({ id: index + 1, name: plan.players[index]!.username });
  const entries: LogEntry[] = [];
  const names = new Map<string, string>();
  for (const list of plan.history.lists) {
    const rows = new Map((await listLevels(tx, list.type)).map((row) => [row.id, row]));
    for (const row of rows.values()) names.set(`${list.type}:${row.id}`, row.name);
    entries.push(...listEntries(list, rows, actor));
  }
  for (const change of plan.history.holders) {
    const record = plan.records[change.record]!;
    const state = { level: names.get(`${change.type}:${change.levelId}`) ?? null, player: player(record.player).name };
    const made = {
      id: change.record + 1,
      percentage: record.percentage,
      timeMs: record.timeMs,
      link: record.link,
      version: 1,
      createdAt: record.createdAt,
    };
    const entry = recordEntry(
      change.type,
      { levelId: change.levelId, playerId: record.player + 1 },
      { ...state, record: null, holder: change.from === null ? null : player(change.from) },
      { ...state, record: made, holder: player(record.player) },
    );
    if (entry) entries.push({ ...entry, actor, at: change.at });
  }
  // Stable: where history begins stays first, and a list's changes keep their order.
  for (const entry of entries.sort((a, b) => a.at!.getTime() - b.at!.getTime())) log.add(entry);
}
