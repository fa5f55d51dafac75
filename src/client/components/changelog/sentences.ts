/**
 * A change to a level list as sentences a visitor reads: what happened to the level it was about (a
 * reorder: the levels it moved and those that made room, shared/changelog/reorder.ts), then each other
 * level it pushed across a list's line (main, extended, legacy: shared/points.ts); a record change
 * that passed a level's first victor or record holder to someone else; where a list's history
 * begins, one line for its baselines. A sentence is text, levels and players, so that the screen can
 * link each to its page whatever order a language puts them in. Also the changes by day.
 */
import { tellReorder, type ReorderTelling } from '../../../shared/changelog/reorder';
import type { LevelType, ListType } from '../../../shared/constants';
import { tierOf } from '../../../shared/points';
import { LEVEL_EDIT_FIELDS, type LevelEditField, type ListChange, type RecordChange } from '../../../shared/schemas/changes';
import { isBeginning, type Beginning as BaselineRun } from '../../lib/baselines';
import { formatList } from '../../lib/i18n/format';
import { markedSentence } from '../../lib/i18n/marked-sentence';
import type { Translation } from '../../lib/i18n/registry';
import { changeSentenceTexts } from '../texts';
import type { changelogTexts } from './texts';

export type Texts = Translation<typeof changelogTexts>;
export type NamedLevel = { id: string; name: string };
export type NamedPlayer = { id: number; name: string };
/** Text, or a level or a player the screen links to its page. */
export type Part = string | { level: NamedLevel } | { player: NamedPlayer };
export type Sentence = Part[];

const marked = <T>(write: (name: (named: T) => string) => string, part: (named: T) => Part): Sentence =>
  markedSentence<T, Part>(write, part);

/** Words a sentence through `write`, which names each level with `name`, and splits it back into text and levels. */
export const sentence = (write: (name: (level: NamedLevel) => string) => string): Sentence => marked(write, (level) => ({ level }));

/** The fields an edit sentence lists by name: a rename has a sentence of its own, the holder one label for its two fields. */
const EDIT_FIELDS = LEVEL_EDIT_FIELDS.filter(
  (field): field is Exclude<LevelEditField, 'name' | 'holderId' | 'holderManual'> =>
    field !== 'name' && field !== 'holderId' && field !== 'holderManual',
);

/** The fields an edit changed, as the language names them (a rename has a sentence of its own). */
function editedFields(changed: Record<string, unknown>, type: LevelType): string[] {
  const labels = changeSentenceTexts.levelFields;
  const fields: string[] = EDIT_FIELDS.filter((field) => field in changed).map((field) => labels[field]);
  if ('holderId' in changed || 'holderManual' in changed) fields.push(labels.holderId[type]);
  return fields;
}

/** The levels a change pushed into another list, each as a sentence. */
function crossings(change: ListChange, texts: Texts): Sentence[] {
  return change.data.moves
    .filter((move) => tierOf(move.from) !== tierOf(move.to))
    .map((move) => sentence((name) => texts.movedToList[tierOf(move.to)](name(move))));
}

function placedSentence(level: NamedLevel, at: number, change: ListChange, texts: Texts): Sentence {
  const place = texts.place(at);
  const { above, below } = change.data;
  return sentence((name) => {
    if (above && below) return texts.placedBetween(name(level), place, name(below), name(above));
    if (below) return texts.placedAbove(name(level), place, name(below));
    if (above) return texts.placedBelow(name(level), place, name(above));
    return texts.placed(name(level), place);
  });
}

function editedSentences(level: NamedLevel, change: ListChange, type: LevelType, texts: Texts): Sentence[] {
  const { from, to, changed = {} } = change.data;
  const said: Sentence[] = [];
  if (from != null && to != null && from !== to) {
    const move = to < from ? texts.movedUp : texts.movedDown;
    said.push(sentence((name) => move(name(level), texts.place(from), texts.place(to))));
  }
  const rename = changed.name;
  if (rename && typeof rename[0] === 'string') {
    const old = rename[0];
    said.push(sentence((name) => texts.renamed(name(level), old)));
  }
  const fields = editedFields(changed, type);
  if (fields.length > 0) said.push(sentence((name) => texts.edited(name(level), formatList(fields))));
  if (said.length === 0) said.push(sentence((name) => texts.editedNothing(name(level))));
  return said;
}

/** A level as a sentence names it (a move or a neighbour carries more). */
const named = ({ id, name }: NamedLevel): NamedLevel => ({ id, name });

/** A reorder's line, worded from its telling (shared/changelog/reorder.ts): the moved levels, how many more, and the levels that made room. */
function reorderLine(telling: ReorderTelling, texts: Texts): Sentence {
  return sentence((name) => {
    const said = telling.moved.map((move) => {
      const word = move.to < move.from ? texts.reorderedUp : texts.reorderedDown;
      return word(
        name(named(move)),
        texts.place(move.from),
        texts.place(move.to),
        move.below && name(named(move.below)),
        move.above && name(named(move.above)),
      );
    });
    if (telling.movedMore > 0) said.push(changeSentenceTexts.movedMore(telling.movedMore));
    for (const { by, shown, others } of telling.shifts) {
      const levels = formatList([
        ...shown.map((level) => name(named(level))),
        ...(others > 0 ? [changeSentenceTexts.otherLevels(others)] : []),
      ]);
      said.push((by < 0 ? changeSentenceTexts.shiftedUp : changeSentenceTexts.shiftedDown)(levels, shown.length + others, Math.abs(by)));
    }
    return said.join(changeSentenceTexts.separator);
  });
}

/**
 * A change as a screen shows it: its line; for a long reorder, every move behind a disclosure
 * (`moves`, each 'Distorted Descent: #3 → #1'); and each level it pushed into another list.
 */
export type Said = { line: Sentence; moves: Sentence[]; pushed: Sentence[] };

/** How `change` is shown (Said); `type` is the list's mode when the change names none. */
export function sayChange(change: ListChange, texts: Texts, type: LevelType = change.type ?? 'classic'): Said {
  if (change.kind !== 'levels.reordered' && change.data.level) {
    const [line = [], ...pushed] = sentencesOf(change, texts, type);
    return { line, moves: [], pushed };
  }
  const pushed = crossings(change, texts);
  if (change.data.moves.length === 0) return { line: [texts.reordered(0)], moves: [], pushed };
  const telling = tellReorder(change.data);
  const moves = telling.all.map((move) =>
    sentence((name) => changeSentenceTexts.move(name(named(move)), texts.place(move.from), texts.place(move.to))),
  );
  return { line: reorderLine(telling, texts), moves, pushed };
}

/**
 * What `change` did, as sentences: the first about the level it concerns (or the reorder's line),
 * then one for each level it pushed into another list. `type` is the list's mode when the change names none.
 */
export function sentencesOf(change: ListChange, texts: Texts, type: LevelType = change.type ?? 'classic'): Sentence[] {
  const { level, from, to } = change.data;
  const pushed = crossings(change, texts);
  if (change.kind === 'levels.reordered' || !level) {
    const { line } = sayChange(change, texts, type);
    return [line, ...pushed];
  }
  switch (change.kind) {
    case 'level.baseline':
      return [sentence((name) => texts.baseline(name(level), texts.place(to ?? 0))), ...pushed];
    case 'level.placed':
      return [placedSentence(level, to ?? 0, change, texts), ...pushed];
    case 'level.removed':
      return [sentence((name) => texts.removed(name(level), texts.place(from ?? 0))), ...pushed];
    default:
      return [...editedSentences(level, change, type, texts), ...pushed];
  }
}

/**
 * Who a record change made the level's first victor (classic) or record holder (platformer), as a
 * sentence; null for a record change that passed it to nobody new (no `holder`).
 */
export function holderSentence(change: RecordChange, texts: Texts, type: LevelType = change.type ?? 'classic'): Sentence | null {
  const holder = change.data.holder;
  if (!holder) return null;
  const { to, from } = holder;
  if (to)
    return marked<NamedPlayer>(
      (name) => texts.holderBecame[type](name(to)),
      (player) => ({ player }),
    );
  if (from)
    return marked<NamedPlayer>(
      (name) => texts.holderNobody[type](name(from)),
      (player) => ({ player }),
    );
  return null;
}

/** The changelog's list filter: every list, or one (the server keeps its changes: shared/changelog/reads.ts listsOf). */
export type ListFilter = ListType | 'all';

export type Beginning = BaselineRun<ListChange>;
/** What the changelog shows, newest first: a change, or a run of baselines as one line (lib/baselines.ts). */
export type Shown = ListChange | Beginning;

/**
 * A beginning as its line says it ('History begins: 180 levels on the classic list', or on the main
 * list when the changelog shows one) and the list as it stood, by place: '#1 Bloodbath'.
 */
export function sayBeginning(beginning: Beginning, texts: Texts, list: ListFilter, type: LevelType): { line: string; levels: Sentence[] } {
  const levels = [...beginning.baselines]
    .map((change) => ({ level: change.data.level, place: change.data.to ?? 0 }))
    .filter((one): one is { level: NamedLevel; place: number } => one.level !== undefined)
    .sort((a, b) => a.place - b.place);
  const count = beginning.baselines.length;
  const line = list === 'all' ? texts.historyBegins[beginning.baselines[0]!.type ?? type](count) : texts.historyBegins[list](count);
  return { line, levels: levels.map(({ level, place }) => sentence((name) => texts.standing(texts.place(place), name(named(level))))) };
}

export type Day = { key: string; date: Date; changes: Shown[] };

/** The day of a moment on this device's calendar: '2026-05-01'. */
const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** When a change was made, or a beginning's newest baseline. */
export const atOf = (shown: Shown): string => (isBeginning(shown) ? shown.baselines[0]!.at : shown.at);

/** Changes (newest first) grouped by the day they were made on this device's calendar, in the same order. */
export function byDay(changes: readonly Shown[]): Day[] {
  const days: Day[] = [];
  for (const change of changes) {
    const date = new Date(atOf(change));
    const key = dayKey(date);
    const last = days.at(-1);
    if (last?.key === key) last.changes.push(change);
    else days.push({ key, date, changes: [change] });
  }
  return days;
}
