/**
 * The demo's past: a year of changes to each list that ends exactly at the list the data set has
 * today. It is planned backwards from today's order: undoing a placement takes the level out,
 * undoing a move puts the level back where it came from, and what is left a year ago is where history
 * begins. Replayed forwards (applyListChange) it gives today's list again, place for place.
 *
 * Placements land mostly in the main list, so each one pushes a level down to the extended list and
 * another to the legacy list. A placed level's records and submissions are dated after its placement,
 * and its first victor (classic) or each new record holder (platformer) is a dated change of its own.
 */
import { LIST_CUTOFFS, type LevelType } from '../../shared/constants';
import type {
  HistoryOptions,
  PlannedHistory,
  PlannedHolderChange,
  PlannedLevel,
  PlannedListChange,
  PlannedPlayer,
  PlannedRecord,
  PlannedSubmission,
} from './plan-types';
import { WeightedIndex, type Random } from './random';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** How far back history begins, before the data set's "now". */
export const HISTORY_SPAN = 365 * DAY;
/** How far a move takes a level at most, in places. */
const MOVE_REACH = 12;

/** The order after `change` (ids by place, #1 first); the order given is left as it was. */
export function applyListChange(order: readonly string[], change: PlannedListChange): string[] {
  const next = order.filter((id) => id !== change.id);
  next.splice(change.to - 1, 0, change.id);
  return next;
}

/** Ids by place after every change of `history`, oldest first: today's list. */
export const replayHistory = (history: PlannedHistory): string[] => history.changes.reduce(applyListChange, history.baseline);

/** Where changes tend to happen: anywhere in the main list, less often below it. */
const placeWeight = (index: number) => (index < LIST_CUTOFFS.main ? 1 : index < LIST_CUTOFFS.extended ? 0.3 : 0.1);

/** A year of changes to the list of `type` ending at `levels` (today's, any order), dated between `begins` and `until`. */
export function planListHistory(
  random: Random,
  type: LevelType,
  levels: readonly PlannedLevel[],
  options: HistoryOptions,
  until: Date,
): PlannedHistory {
  const begins = new Date(until.getTime() - HISTORY_SPAN);
  const today = [...levels].sort((a, b) => a.ranking - b.ranking).map((level) => level.id);
  // Never so many placements that history would begin with an empty list.
  const placements = Math.min(options.placements, Math.max(0, today.length - 2));
  const kinds = random.shuffle([...Array<'placed'>(placements).fill('placed'), ...Array<'moved'>(options.moves).fill('moved')]);
  const dates = kinds
    .map(() => Math.round((begins.getTime() + DAY + random.float() * (HISTORY_SPAN - 2 * DAY)) / 1000) * 1000)
    .sort((a, b) => a - b);

  // Backwards from today: each change is undone on `order`, the list just after it.
  let order = today;
  const changes: PlannedListChange[] = [];
  // Today's #1 has a past too: unless a later change moved #1, the year's first placement put it there.
  const firstPlacement = kinds.indexOf('placed');
  let topMoved = false;
  for (let index = kinds.length - 1; index >= 0; index -= 1) {
    const at = new Date(dates[index]!);
    const drawn = new WeightedIndex(order.map((_, i) => placeWeight(i))).draw(random);
    const place = index === firstPlacement && !topMoved ? 0 : drawn;
    const id = order[place]!;
    if (kinds[index] === 'placed') {
      changes.push({ kind: 'placed', at, id, to: place + 1 });
      order = order.filter((other) => other !== id);
      if (place === 0) topMoved = true;
      continue;
    }
    const reach = random.int(1, MOVE_REACH) * (random.chance(0.5) ? 1 : -1);
    const from = Math.max(0, Math.min(order.length - 1, place + reach));
    // A move off either end is no move: the change is left out.
    if (from === place) continue;
    if (place === 0 || from === 0) topMoved = true;
    changes.push({ kind: 'moved', at, id, from: from + 1, to: place + 1 });
    order = applyListChange(order, { kind: 'placed', at, id, to: from + 1 });
  }
  return { type, begins, baseline: order, changes: changes.reverse() };
}

/** When each level placed during the year was placed, by `type:id`. */
export function placementDates(histories: readonly PlannedHistory[]): Map<string, Date> {
  return new Map(
    histories.flatMap((history) =>
      history.changes.flatMap((change) => (change.kind === 'placed' ? [[`${history.type}:${change.id}`, change.at] as const] : [])),
    ),
  );
}

/** A moment between `from` and `to`, to the second. */
const between = (random: Random, from: number, to: number) =>
  new Date(Math.round((from + random.float() * Math.max(0, to - from)) / 1000) * 1000);

/**
 * Records and submissions on a level placed during the year, moved to after its placement (and the
 * player's joining): nobody beat a level before it was on the list. An approval still comes before
 * the record it made.
 */
export function datedAfterPlacement(
  random: Random,
  input: {
    players: readonly PlannedPlayer[];
    records: readonly PlannedRecord[];
    submissions: readonly PlannedSubmission[];
    placed: Map<string, Date>;
    until: Date;
  },
): { records: PlannedRecord[]; submissions: PlannedSubmission[] } {
  const { players, placed, until } = input;
  const floor = (type: LevelType, levelId: string, player: number) => {
    const at = placed.get(`${type}:${levelId}`);
    return at === undefined ? undefined : Math.max(at.getTime(), players[player]!.dateJoined.getTime());
  };
  const recordDates = new Map<string, Date>();
  const records = input.records.map((record) => {
    const after = floor(record.type, record.levelId, record.player);
    if (after === undefined || record.createdAt.getTime() >= after) return record;
    const createdAt = between(random, after, until.getTime());
    recordDates.set(`${record.type}:${record.levelId}:${record.player}`, createdAt);
    return { ...record, createdAt };
  });
  const submissions = input.submissions.map((submission) => {
    const after = floor(submission.type, submission.levelId, submission.player);
    if (after === undefined || submission.submissionDate.getTime() >= after) return submission;
    const made = recordDates.get(`${submission.type}:${submission.levelId}:${submission.player}`);
    const end = submission.status === 'APPROVED' && made ? made.getTime() : until.getTime();
    return { ...submission, submissionDate: between(random, after, end) };
  });
  return { records, submissions: submissions.sort((a, b) => a.submissionDate.getTime() - b.submissionDate.getTime()) };
}

/**
 * The dated holder changes of the levels placed during the year, as the recomputation decides them
 * (scoring/recompute.ts): the first completion makes a classic level's first victor; on a platformer
 * level each faster time than the best so far makes its player the record holder.
 */
export function planHolderChanges(records: readonly PlannedRecord[], placed: Map<string, Date>): PlannedHolderChange[] {
  const byLevel = new Map<string, number[]>();
  records.forEach((record, index) => {
    const key = `${record.type}:${record.levelId}`;
    if (!placed.has(key)) return;
    byLevel.set(key, [...(byLevel.get(key) ?? []), index]);
  });
  const changes: PlannedHolderChange[] = [];
  for (const indices of byLevel.values()) {
    indices.sort((a, b) => records[a]!.createdAt.getTime() - records[b]!.createdAt.getTime() || a - b);
    let holder: { player: number; timeMs: number | null } | null = null;
    for (const index of indices) {
      const record = records[index]!;
      const takes =
        record.type === 'classic' ? holder === null && record.percentage === 100 : holder === null || record.timeMs! < holder.timeMs!;
      if (!takes) continue;
      changes.push({ at: record.createdAt, type: record.type, levelId: record.levelId, record: index, from: holder?.player ?? null });
      holder = { player: record.player, timeMs: record.timeMs };
    }
  }
  return changes.sort((a, b) => a.at.getTime() - b.at.getTime());
}
