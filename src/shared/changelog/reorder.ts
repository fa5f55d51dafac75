/**
 * A reorder as list sites tell it: the levels staff moved, each with its neighbours after the
 * reorder ('X moved up from #3 to #1, above Y'), then the levels that only made room for them,
 * grouped by how far they shifted ('Y and Z each moved down one place').
 *
 * The levels that made room are the most levels that kept their order among themselves: a longest
 * increasing run of old places read in the new order, the levels that kept their place included. Of
 * several such runs, the one whose levels moved the fewest places, then the one that leaves the
 * levels that went up as the moved ones (a swap of two reads as the one that went up). Every level
 * of the reorder is named once, with its own places, so the telling is true whichever run is chosen.
 * Pure: the changelog, a level's history and the audit trail word it each in their own way.
 */

type Named = { id: string; name: string };
type Move = Named & { from: number; to: number };
type Beside = Named & { ranking: number };

/** A level staff moved: where from and to, and the levels directly above and below it after the reorder (null: none, or not known). */
export type MovedLevel = Move & { above: Named | null; below: Named | null };
/** Levels that made room, all by the same number of places: `by` > 0 down, < 0 up. */
export type Shift = { by: number; levels: Move[] };
export type ReorderStep = { moved: MovedLevel } | { shifted: Shift };

type Best = { length: number; cost: number; place: number };

const better = (a: Best | undefined, b: Best | undefined): boolean =>
  !!a && (!b || a.length > b.length || (a.length === b.length && a.cost < b.cost));

/**
 * The places (new rankings) of the levels that made room: a longest increasing run of old places in
 * the new order, found with a Fenwick tree of the best run ending at each old place (n log n, for a
 * reorder of the whole list).
 */
function keptPlaces(moves: readonly Move[]): Set<number> {
  const byTo = new Map(moves.map((move) => [move.to, move]));
  const places = moves.map((move) => move.to);
  const [low, high] = [Math.min(...places), Math.max(...places)];
  const size = high - low + 1;
  const tree: (Best | undefined)[] = new Array(size + 1);
  const before = new Map<number, number | null>();
  const ends: Best[] = [];
  for (let place = low; place <= high; place += 1) {
    const move = byTo.get(place);
    const from = move?.from ?? place;
    // Places come from the log; one outside the reorder's range (never logged so) is left as moved.
    if (from < low || from > high) continue;
    // Keeping a level that moved costs its distance; one that went up costs a little more, so that it reads as moved.
    const cost = move ? 2 * Math.abs(move.to - move.from) + (move.to < move.from ? 1 : 0) : 0;
    let previous: Best | undefined;
    for (let at = from - low; at > 0; at -= at & -at) if (better(tree[at], previous)) previous = tree[at];
    const best = { length: (previous?.length ?? 0) + 1, cost: (previous?.cost ?? 0) + cost, place };
    before.set(place, previous?.place ?? null);
    ends.push(best);
    for (let at = from - low + 1; at <= size; at += at & -at) if (better(best, tree[at])) tree[at] = best;
  }
  const kept = new Set<number>();
  let last: Best | undefined;
  for (const end of ends) if (better(end, last)) last = end;
  for (let place: number | null = last?.place ?? null; place !== null; place = before.get(place) ?? null) kept.add(place);
  return kept;
}

/** What a reorder did, as steps: the moved levels by their new place, then the levels that made room, grouped by how far. */
export function reorderSteps(data: { moves: readonly Move[]; neighbours?: readonly Beside[] }): ReorderStep[] {
  const moves = [...data.moves].sort((a, b) => a.to - b.to);
  if (moves.length === 0) return [];
  const kept = keptPlaces(moves);
  const byTo = new Map(moves.map((move) => [move.to, move]));
  const beside = new Map((data.neighbours ?? []).map((level) => [level.ranking, level]));
  const at = (place: number): Named | null => {
    const level = byTo.get(place) ?? beside.get(place);
    return level ? { id: level.id, name: level.name } : null;
  };
  const moved: ReorderStep[] = moves
    .filter((move) => !kept.has(move.to))
    .map((move) => ({ moved: { ...move, above: at(move.to - 1), below: at(move.to + 1) } }));
  const shifts = new Map<number, Shift>();
  for (const move of moves.filter((one) => kept.has(one.to))) {
    const by = move.to - move.from;
    const shift = shifts.get(by) ?? { by, levels: [] };
    shift.levels.push(move);
    shifts.set(by, shift);
  }
  return [...moved, ...[...shifts.values()].map((shifted) => ({ shifted }))];
}

/** A reorder as one line says it, and whether it leaves something out (then `all` lists every move). */
export type ReorderTelling = {
  /** The first moved levels, by their new place. */
  moved: MovedLevel[];
  /** How many moved levels the line does not name. */
  movedMore: number;
  /** Each group of levels that made room: the first few named, and how many others. */
  shifts: { by: number; shown: Move[]; others: number }[];
  /** Every level the reorder moved, by its new place, when the line leaves any out; empty otherwise. */
  all: Move[];
};

/** The line a reorder is told in: at most `moved` moved levels, and `names` levels of each group that made room. */
export function tellReorder(
  data: { moves: readonly Move[]; neighbours?: readonly Beside[] },
  limits = { moved: 3, names: 3 },
): ReorderTelling {
  const steps = reorderSteps(data);
  const moved = steps.flatMap((step) => ('moved' in step ? [step.moved] : []));
  const shifts = steps
    .flatMap((step) => ('shifted' in step ? [step.shifted] : []))
    .map(({ by, levels }) => {
      // 'A, B, C and 1 other level' would say no less, at no less length, than 'A, B, C and D'.
      const shown = levels.length <= limits.names + 1 ? levels : levels.slice(0, limits.names);
      return { by, shown, others: levels.length - shown.length };
    });
  const told = moved.slice(0, limits.moved);
  const whole = told.length === moved.length && shifts.every((shift) => shift.others === 0);
  return {
    moved: told,
    movedMore: moved.length - told.length,
    shifts,
    all: whole ? [] : [...data.moves].sort((a, b) => a.to - b.to),
  };
}
