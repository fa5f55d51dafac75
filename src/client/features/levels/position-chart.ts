/**
 * A level's position over time, drawn from its history (oldest first): its place after each change
 * to the list that touched it, then the chart's geometry. A place changes only at a change, so the
 * line is a step line: flat until the next change, then straight up or down; it breaks while the
 * level is off the list. #1 is at the top; the lines where the main and extended lists end
 * (shared/constants.ts LIST_CUTOFFS) are drawn where they fall inside the range shown.
 */
import { LIST_CUTOFFS } from '../../../shared/constants';
import { RECORD_CHANGE_KINDS, type LevelHistory } from '../../../shared/schemas/changes';

/** The level's place (null: off the list) from `at` (ms) until the next step, moved there from `from` by the change at `position`. */
export type Step = { at: number; from: number | null; place: number | null; position: number };

export type HistoryEntry = LevelHistory['changes'][number];
export type RecordEntry = Extract<HistoryEntry, { kind: (typeof RECORD_CHANGE_KINDS)[number] }>;
export type ListEntry = Exclude<HistoryEntry, RecordEntry>;

/** A record change (one that passed on the first victor or record holder), rather than a change to the list. */
export const isRecordEntry = (entry: HistoryEntry): entry is RecordEntry => (RECORD_CHANGE_KINDS as readonly string[]).includes(entry.kind);

/**
 * The level's place after each list change that touched it, oldest first. A change that named it
 * without moving it (as a neighbour) says null → null and is left out; a record change never moves it.
 */
export function stepsOf(changes: readonly HistoryEntry[]): Step[] {
  return changes
    .filter((change) => !isRecordEntry(change) && (change.standing.from !== null || change.standing.to !== null))
    .map((change) => ({ at: Date.parse(change.at), from: change.standing.from, place: change.standing.to, position: change.position }));
}

export type Box = { width: number; height: number; top: number; bottom: number; left: number; right: number };
/** A change on the chart: the level's place after it, or null where it left the list (drawn at the end of its line). */
export type Dot = { x: number; y: number; place: number | null; at: number; position: number };
export type Cutoff = { y: number; list: keyof typeof LIST_CUTOFFS; place: number };
export type Tick = { y: number; place: number };
export type Chart = {
  /** The step line as an SVG path; empty when the level was never on the list. */
  path: string;
  dots: Dot[];
  /** The highest and lowest places the level held, unless a cutoff's label is already there. */
  ticks: Tick[];
  cutoffs: Cutoff[];
  /** The plot's edges inside the box. */
  x: { from: number; to: number };
  y: { from: number; to: number };
};

const round = (value: number) => Math.round(value * 10) / 10;
/** Labels closer than this (px) would overlap: the lower-priority one is left out. */
const LABEL_GAP = 12;
/** Steps are at least this far apart (px), where the width allows: a point is a 24 px target under a mouse (40 px under a finger), and changes of one day are told apart. */
export const STEP_GAP = 24;

/**
 * Each step's x, from its time, moved apart where steps are closer than STEP_GAP (changes minutes
 * apart, or of one day on a long history): later ones to the right, and back from the end if that
 * runs past it. Time still runs left to right; only the spacing of close steps is not to scale.
 */
function spaced(xs: readonly number[], from: number, to: number): number[] {
  const gap = xs.length < 2 ? 0 : Math.min(STEP_GAP, (to - from) / (xs.length - 1));
  const out = [...xs];
  for (let index = 1; index < out.length; index += 1) out[index] = Math.max(out[index]!, out[index - 1]! + gap);
  if (out.length > 0 && out.at(-1)! > to) {
    out[out.length - 1] = to;
    for (let index = out.length - 2; index >= 0; index -= 1) out[index] = Math.min(out[index]!, out[index + 1]! - gap);
  }
  return out.map(round);
}

/** Where each step, the line between them and the lists' ends fall in `box`, from the first step to `now`. */
export function chartOf(steps: readonly Step[], now: number, box: Box): Chart {
  const x = { from: box.left, to: box.width - box.right };
  const y = { from: box.top, to: box.height - box.bottom };
  const places = steps.map((step) => step.place).filter((place): place is number => place !== null);
  if (steps.length === 0 || places.length === 0) return { path: '', dots: [], ticks: [], cutoffs: [], x, y };

  const start = steps[0]!.at;
  const span = Math.max(now - start, 1);
  const xOf = (at: number) => x.from + ((Math.min(at, now) - start) / span) * (x.to - x.from);
  const xs = spaced(
    steps.map((step) => xOf(step.at)),
    x.from,
    x.to,
  );
  const end = Math.max(round(xOf(now)), xs.at(-1)!);

  const [best, worst] = [Math.min(...places), Math.max(...places)];
  const pad = Math.max(2, Math.ceil((worst - best) * 0.15));
  const [first, last] = [Math.max(1, best - pad), worst + pad];
  const yOf = (place: number) => round(y.from + ((place - first) / (last - first)) * (y.to - y.from));

  let path = '';
  const dots: Dot[] = [];
  steps.forEach((step, index) => {
    const previous = steps[index - 1];
    if (step.place === null) {
      if (previous && previous.place !== null)
        dots.push({ x: xs[index]!, y: yOf(previous.place), place: null, at: step.at, position: step.position });
      return;
    }
    const at = yOf(step.place);
    path += previous && previous.place !== null ? `V${at}` : `M${xs[index]} ${at}`;
    path += `H${xs[index + 1] ?? end}`;
    dots.push({ x: xs[index]!, y: at, place: step.place, at: step.at, position: step.position });
  });

  // A list ends between its last place and the next one's first.
  const cutoffs = (Object.entries(LIST_CUTOFFS) as [Cutoff['list'], number][])
    .filter(([, place]) => place + 0.5 > first && place + 0.5 < last)
    .map(([list, place]) => ({ list, place, y: yOf(place + 0.5) }));
  const ticks: Tick[] = [];
  for (const place of new Set([best, worst])) {
    const at = yOf(place);
    if ([...cutoffs, ...ticks].every((other) => Math.abs(other.y - at) >= LABEL_GAP)) ticks.push({ y: at, place });
  }
  return { path, dots, ticks, cutoffs, x, y };
}

/** The chart in words: its first and last places (null when the level is off the list at the end). */
export function summaryOf(steps: readonly Step[]): { from: number; to: number | null; last: number; steady: boolean } | null {
  const places = steps.map((step) => step.place).filter((place): place is number => place !== null);
  if (places.length === 0) return null;
  const to = steps.at(-1)!.place;
  return { from: places[0]!, to, last: places.at(-1)!, steady: to !== null && places.every((place) => place === to) };
}
