/**
 * A level's position over time, drawn from its history (oldest first): its place after each change
 * to the list that touched it, then the chart's geometry. A place changes only at a change, so the
 * line is a step line: flat until the next change, then straight up or down; it breaks while the
 * level is off the list. #1 is at the top; the lines where the main and extended lists end
 * (shared/constants.ts LIST_CUTOFFS) are drawn where they fall inside the range shown.
 */
import { LIST_CUTOFFS } from '../../../shared/constants';
import { RECORD_CHANGE_KINDS, type LevelHistory } from '../../../shared/schemas/changes';

/** The level's place (null: off the list) from `at` (ms) until the next step. */
export type Step = { at: number; place: number | null; position: number };

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
    .map((change) => ({ at: Date.parse(change.at), place: change.standing.to, position: change.position }));
}

export type Box = { width: number; height: number; top: number; bottom: number; left: number; right: number };
export type Dot = { x: number; y: number; place: number; at: number; position: number };
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

/** Where each step, the line between them and the lists' ends fall in `box`, from the first step to `now`. */
export function chartOf(steps: readonly Step[], now: number, box: Box): Chart {
  const x = { from: box.left, to: box.width - box.right };
  const y = { from: box.top, to: box.height - box.bottom };
  const places = steps.map((step) => step.place).filter((place): place is number => place !== null);
  if (steps.length === 0 || places.length === 0) return { path: '', dots: [], ticks: [], cutoffs: [], x, y };

  const start = steps[0]!.at;
  const span = Math.max(now - start, 1);
  const xOf = (at: number) => round(x.from + ((Math.min(at, now) - start) / span) * (x.to - x.from));

  const [best, worst] = [Math.min(...places), Math.max(...places)];
  const pad = Math.max(2, Math.ceil((worst - best) * 0.15));
  const [first, last] = [Math.max(1, best - pad), worst + pad];
  const yOf = (place: number) => round(y.from + ((place - first) / (last - first)) * (y.to - y.from));

  let path = '';
  const dots: Dot[] = [];
  steps.forEach((step, index) => {
    if (step.place === null) return;
    const at = yOf(step.place);
    const previous = steps[index - 1];
    path += previous && previous.place !== null ? `V${at}` : `M${xOf(step.at)} ${at}`;
    path += `H${xOf(steps[index + 1]?.at ?? now)}`;
    dots.push({ x: xOf(step.at), y: at, place: step.place, at: step.at, position: step.position });
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
