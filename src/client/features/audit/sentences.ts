/**
 * An audit entry as the sentence staff read: who changed what, before → after. A sentence is text
 * and parts (names, values), so that the screen can make each name a filter (the level, player,
 * region or submission it names; the staff member who made it) whatever order a language puts them
 * in, and keep each value's own direction. The entry's data is read with the shared schemas of the
 * change log; data this screen cannot read gets a plain sentence naming its kind.
 */
import * as v from 'valibot';
import type { LevelType } from '../../../shared/constants';
import {
  LEVEL_EDIT_FIELDS,
  LevelChangeDataSchema,
  PlayerChangeDataSchema,
  RecordChangeDataSchema,
  RegionChangeDataSchema,
  type AuditEntry,
  type LevelEditField,
} from '../../../shared/schemas/changes';
import type { ClassicLevel, PlatformerLevel } from '../../../shared/schemas/levels';
import { SanctionChangeDataSchema, SubmissionReviewDataSchema } from '../../../shared/schemas/log';
import { tellReorder, type ReorderTelling } from '../../../shared/changelog/reorder';
import type { Beginning } from '../../lib/baselines';
import { difficultyText } from '../../lib/format';
import { dateText, formatList } from '../../lib/i18n/format';
import type { Translation } from '../../lib/i18n/registry';
import { percentText, timeText } from '../../lib/record-values/values';
import { changeSentenceTexts } from '../../components/texts';
import type { auditTexts } from './texts';
import { markedSentence } from '../../lib/i18n/marked-sentence';

export type Texts = Translation<typeof auditTexts>;
/** A name that filters the log: to what it is filed under (`target`) or to who made it (`actor`); a value (neither). */
export type Named = { text: string; target?: string; actor?: number };
export type Part = string | Named;
export type Sentence = Part[];

/** What a sentence may look up beyond its entry: a region's name, and the record change a review made. */
export type Context = { texts: Texts; regionName?: (id: number) => string | undefined; effect?: AuditEntry };

/** Words a sentence through `write`, which stands each part in with `mark`, and splits it back into text and parts. */
export const sentence = (write: (mark: (part: Named) => string) => string): Sentence => markedSentence<Named, Named>(write, (part) => part);

const PLAYER_FIELDS = ['username', 'regionId', 'discord', 'youtube', 'twitter', 'twitch'] as const;

type Mark = (part: Named) => string;
type RecordValue = { percentage: number | null; timeMs: number | null; link: string | null; date: string };

const level = (type: LevelType, named: { id: string; name: string }): Named => ({ text: named.name, target: `level:${type}:${named.id}` });
const player = (named: { id: number; name: string }): Named => ({ text: named.name, target: `player:${named.id}` });
const value = (text: string): Named => ({ text });

function actorOf(entry: AuditEntry, texts: Texts): Named {
  return entry.actor ? { text: entry.actor.name, actor: entry.actor.id } : { text: texts.system };
}

/** A field's value as a sentence shows it; nothing (null, '') reads 'none'. */
function plain(raw: unknown, texts: Texts): string {
  if (raw === null || raw === undefined || raw === '') return texts.none;
  if (typeof raw === 'boolean') return raw ? texts.yes : texts.no;
  return String(raw);
}

function levelValue(field: LevelEditField, raw: unknown, is: ClassicLevel | PlatformerLevel | undefined, texts: Texts): string {
  if (raw === null || raw === undefined || raw === '') return texts.none;
  if (field === 'difficulty' && typeof raw === 'string') return difficultyText(raw);
  if (field === 'duration' && typeof raw === 'string') return texts.durations[raw as keyof Texts['durations']] ?? raw;
  if (field === 'minimumCompletion' && typeof raw === 'number') return percentText(raw);
  if (field === 'holderId' && typeof raw === 'number') {
    // The level as it became names its holder; the one before is known by id only.
    const holder = is && ('firstVictor' in is ? is.firstVictor : is.recordHolder);
    const name = is && ('firstVictor' in is ? is.firstVictorName : is.recordHolderName);
    return holder === raw && typeof name === 'string' ? name : texts.playerNumber(raw);
  }
  return plain(raw, texts);
}

/** A reorder's moves as its line says them (shared/changelog/reorder.ts): the moved levels, how many more, and the levels that made room. */
function reorderMoves(telling: ReorderTelling, type: LevelType, texts: Texts, mark: Mark): string {
  const name = (named: { id: string; name: string }) => mark(level(type, named));
  const place = (ranking: number) => mark(value(texts.place(ranking)));
  const said = telling.moved.map((move) => {
    const word = move.to < move.from ? texts.reorder.movedUp : texts.reorder.movedDown;
    return word(name(move), place(move.from), place(move.to), move.below && name(move.below), move.above && name(move.above));
  });
  if (telling.movedMore > 0) said.push(changeSentenceTexts.movedMore(telling.movedMore));
  for (const { by, shown, others } of telling.shifts) {
    const levels = formatList([...shown.map(name), ...(others > 0 ? [changeSentenceTexts.otherLevels(others)] : [])]);
    said.push((by < 0 ? changeSentenceTexts.shiftedUp : changeSentenceTexts.shiftedDown)(levels, shown.length + others, Math.abs(by)));
  }
  return said.join(changeSentenceTexts.separator);
}

/** A long reorder's every move, behind its disclosure ('Distorted Descent: #3 → #1'); none for any other entry. */
export function auditMoves(entry: AuditEntry, texts: Texts): Sentence[] {
  if (entry.kind !== 'levels.reordered') return [];
  const parsed = v.safeParse(LevelChangeDataSchema, entry.data);
  if (!parsed.success) return [];
  const type = entry.type ?? 'classic';
  return tellReorder(parsed.output).all.map((move) =>
    sentence((mark) =>
      changeSentenceTexts.move(mark(level(type, move)), mark(value(texts.place(move.from))), mark(value(texts.place(move.to)))),
    ),
  );
}

/** Where a list's history begins, as one line ('History begins: 180 levels on the classic list'), and the list as it stood, by place. */
export function auditBeginning(beginning: Beginning<AuditEntry>, texts: Texts): { line: Sentence; levels: Sentence[] } {
  const type = beginning.baselines[0]!.type ?? 'classic';
  const levels = beginning.baselines
    .flatMap((entry) => {
      const parsed = v.safeParse(LevelChangeDataSchema, entry.data);
      return parsed.success && parsed.output.level ? [{ level: parsed.output.level, place: parsed.output.to ?? 0 }] : [];
    })
    .sort((a, b) => a.place - b.place);
  return {
    line: [texts.beginning.line[type](beginning.baselines.length)],
    levels: levels.map((one) =>
      sentence((mark) => texts.beginning.standing(mark(value(texts.place(one.place))), mark(level(type, one.level)))),
    ),
  };
}

function levelSentence(entry: AuditEntry, texts: Texts, mark: Mark): string | null {
  const parsed = v.safeParse(LevelChangeDataSchema, entry.data);
  if (!parsed.success) return null;
  const { level: named, from, to, above, below, moves, changed = {} } = parsed.output;
  const type = entry.type ?? 'classic';
  const actor = mark(actorOf(entry, texts));
  const moved = (said: string) => (moves.length > 0 ? texts.joined(said, texts.moves(moves.length)) : said);
  if (entry.kind === 'levels.reordered' || !named) {
    return moves.length === 0
      ? texts.level.reordered(actor)
      : texts.reorder.line(actor, reorderMoves(tellReorder(parsed.output), type, texts, mark));
  }
  const name = mark(level(type, named));
  const place = (ranking: number | null | undefined) => mark(value(texts.place(ranking ?? 0)));
  switch (entry.kind) {
    case 'level.baseline':
      return texts.level.baseline(name, place(to));
    case 'level.placed': {
      const at = place(to);
      const next = below ? mark(level(type, below)) : null;
      const previous = above ? mark(level(type, above)) : null;
      if (next && previous) return moved(texts.level.placedBetween(actor, name, at, next, previous));
      if (next) return moved(texts.level.placedAbove(actor, name, at, next));
      if (previous) return moved(texts.level.placedBelow(actor, name, at, previous));
      return moved(texts.level.placed(actor, name, at));
    }
    case 'level.removed':
      return moved(texts.level.removed(actor, name, place(from)));
    case 'level.edited': {
      const changes: string[] = [];
      if (from != null && to != null && from !== to) changes.push(texts.change(texts.placeField, place(from), place(to)));
      for (const field of LEVEL_EDIT_FIELDS.filter((one) => one in changed)) {
        const [before, after] = changed[field]!;
        const labels = changeSentenceTexts.levelFields;
        const label = field === 'holderId' || field === 'holderManual' ? labels[field][type] : labels[field];
        changes.push(
          texts.change(
            label,
            mark(value(levelValue(field, before, parsed.output.is, texts))),
            mark(value(levelValue(field, after, parsed.output.is, texts))),
          ),
        );
      }
      return moved(changes.length > 0 ? texts.level.changed(actor, name, formatList(changes)) : texts.level.unchanged(actor, name));
    }
    default:
      return null;
  }
}

/** A record's value: '87%' or '1m 2s 300ms'. */
function recordValue(record: RecordValue, type: LevelType): string {
  return type === 'platformer' && record.timeMs !== null ? timeText(record.timeMs) : percentText(record.percentage);
}

function recordSentence(entry: AuditEntry, texts: Texts, mark: Mark): string | null {
  const parsed = v.safeParse(RecordChangeDataSchema, entry.data);
  if (!parsed.success) return null;
  const { level: named, player: who, from, to, holder, submission } = parsed.output;
  const type = entry.type ?? 'classic';
  const [actor, name, owner] = [mark(actorOf(entry, texts)), mark(level(type, named)), mark(player(who))];
  const shown = (record: RecordValue) => mark(value(recordValue(record, type)));
  let said: string;
  if (entry.kind === 'record.added' && to) said = texts.record.added(actor, owner, name, shown(to));
  else if (entry.kind === 'record.improved' && from && to) said = texts.record.improved(actor, owner, name, shown(from), shown(to));
  else if (entry.kind === 'record.removed' && from) said = texts.record.removed(actor, owner, name, shown(from));
  else if (entry.kind === 'record.edited' && from && to) {
    const changes: string[] = [];
    const [a, b] = [recordValue(from, type), recordValue(to, type)];
    if (a !== b) changes.push(texts.arrow(texts.recordFields.value, mark(value(a)), mark(value(b))));
    if (from.link !== to.link)
      changes.push(texts.arrow(texts.recordFields.link, mark(value(plain(from.link, texts))), mark(value(plain(to.link, texts)))));
    if (from.date !== to.date)
      changes.push(texts.arrow(texts.recordFields.date, mark(value(from.date.slice(0, 10))), mark(value(to.date.slice(0, 10)))));
    said = changes.length > 0 ? texts.record.changed(actor, owner, name, formatList(changes)) : texts.record.edited(actor, owner, name);
  } else return null;
  if (holder) {
    const holderName = (one: { id: number; name: string } | null) => (one ? mark(player(one)) : mark(value(texts.none)));
    said = texts.joined(said, texts.record.holder[type](holderName(holder.from), holderName(holder.to)));
  }
  if (submission !== undefined) {
    const number = mark({ text: texts.submissionNumber(submission), target: `submission:${type}:${submission}` });
    said = texts.joined(said, texts.record.bySubmission(number));
  }
  return said;
}

/** What a review did to the record, as its sentence's bracket says it. */
function effectOf(effect: AuditEntry | undefined, texts: Texts, mark: Mark): string | null {
  if (!effect) return null;
  const parsed = v.safeParse(RecordChangeDataSchema, effect.data);
  if (!parsed.success) return null;
  const { from, to } = parsed.output;
  const type = effect.type ?? 'classic';
  const shown = (record: RecordValue) => mark(value(recordValue(record, type)));
  if (effect.kind === 'record.added' && to) return texts.submission.added(shown(to));
  if (effect.kind === 'record.improved' && from && to) return texts.submission.improved(shown(from), shown(to));
  if (effect.kind === 'record.edited' && from && to) return texts.submission.edited(shown(from), shown(to));
  if (effect.kind === 'record.removed' && from) return texts.submission.removed(shown(from));
  return null;
}

function submissionSentence(entry: AuditEntry, context: Context, mark: Mark): string | null {
  const { texts } = context;
  const parsed = v.safeParse(SubmissionReviewDataSchema, entry.data);
  if (!parsed.success) return null;
  const { submission, level: named, player: who, from, to, reason } = parsed.output;
  const type = entry.type ?? 'classic';
  const number = mark({ text: texts.submissionNumber(submission), target: `submission:${type}:${submission}` });
  const said = texts.submission.reviewed[to](mark(actorOf(entry, texts)), number, mark(player(who)), mark(level(type, named)));
  const notes = [
    ...(from !== 'PENDING' ? [texts.submission.was(texts.submission.status[from])] : []),
    ...[effectOf(context.effect, texts, mark)].filter((note): note is string => note !== null),
  ];
  const full = notes.length > 0 ? texts.submission.effect(said, formatList(notes)) : said;
  return reason ? texts.submission.because(full, reason) : full;
}

function regionSentence(entry: AuditEntry, texts: Texts, mark: Mark): string | null {
  const parsed = v.safeParse(RegionChangeDataSchema, entry.data);
  if (!parsed.success) return null;
  const { region, from, to } = parsed.output;
  const actor = mark(actorOf(entry, texts));
  const named = (name: string) => mark({ text: name, target: `region:${region.id}` });
  if (entry.kind === 'region.created') return texts.region.created(actor, named(to ?? region.name));
  if (entry.kind === 'region.renamed') return texts.region.renamed(actor, mark(value(from ?? '')), named(to ?? region.name));
  if (entry.kind === 'region.removed') return texts.region.removed(actor, named(from ?? region.name));
  return null;
}

/** player.claimed of a player who is staff, so the claimant became staff (entries older than `staff` read as a plain claim). */
const ClaimedStaffSchema = v.object({ staff: v.literal(true) });

function playerSentence(entry: AuditEntry, context: Context, mark: Mark): string | null {
  const { texts } = context;
  const parsed = v.safeParse(PlayerChangeDataSchema, entry.data);
  if (!parsed.success) return null;
  const { player: who, changed = {} } = parsed.output;
  const own = entry.actor?.id === who.id;
  const actor = mark(actorOf(entry, texts));
  const name = mark(player(who));
  if (entry.kind === 'player.joined') return texts.player.joined(name);
  if (entry.kind === 'player.avatar') return own ? texts.player.ownAvatar(actor) : texts.player.avatar(actor, name);
  if (entry.kind === 'player.banned' || entry.kind === 'player.restored' || entry.kind === 'player.claimed') {
    const holders = formatList(
      (parsed.output.holders ?? []).map((change) =>
        texts.arrow(
          mark(level(change.type, change.level)),
          mark(change.from ? player(change.from) : value(texts.none)),
          mark(change.to ? player(change.to) : value(texts.none)),
        ),
      ),
    );
    if (entry.kind === 'player.claimed') {
      const account = parsed.output.account?.name ?? '?';
      return v.is(ClaimedStaffSchema, entry.data)
        ? texts.player.claimedStaff(actor, account, name)
        : texts.player.claimed(actor, account, name);
    }
    return entry.kind === 'player.banned' ? texts.player.recordsHidden(name, holders) : texts.player.recordsBack(name, holders);
  }
  if (entry.kind !== 'player.edited') return null;
  if ('isStaff' in changed) return changed.isStaff![1] ? texts.player.staffGranted(actor, name) : texts.player.staffRevoked(actor, name);
  const shown = (field: (typeof PLAYER_FIELDS)[number], raw: unknown) => {
    if (field !== 'regionId' || typeof raw !== 'number') return mark(value(plain(raw, texts)));
    return mark({ text: context.regionName?.(raw) ?? `#${raw}`, target: `region:${raw}` });
  };
  const changes = PLAYER_FIELDS.filter((field) => field in changed).map((field) =>
    texts.arrow(texts.playerFields[field], shown(field, changed[field]![0]), shown(field, changed[field]![1])),
  );
  const list = formatList(changes);
  return own ? texts.player.ownProfile(actor, list) : texts.player.profile(actor, name, list);
}

function sanctionSentence(entry: AuditEntry, texts: Texts, mark: Mark): string | null {
  const parsed = v.safeParse(SanctionChangeDataSchema, entry.data);
  if (!parsed.success) return null;
  const { player: who, sanction, revoke } = parsed.output;
  const actor = mark(actorOf(entry, texts));
  const name = mark(player(who));
  if (entry.kind === 'sanction.revoked') {
    const sentence = sanction.kind === 'FLAG' ? texts.sanction.unflagged(actor, name) : texts.sanction.unbanned(actor, name);
    return revoke
      ? texts.sanction.revokedHow(sentence, revoke.inError, revoke.reason === null ? null : mark(value(revoke.reason)))
      : sentence;
  }
  if (entry.kind !== 'sanction.added') return null;
  const reason = mark(value(sanction.reason));
  if (sanction.kind === 'FLAG') return texts.sanction.flagged(actor, name, reason);
  const until = sanction.until === null ? null : mark(value(dateText(new Date(sanction.until))));
  return texts.sanction.banned(actor, name, until, reason);
}

/** The family of a kind: what comes before its dot ('levels' for 'levels.reordered'). */
export const familyOf = (kind: string): string => kind.split('.')[0]!;

/** What `entry` did, as one sentence; `context.effect` is the record change its review made, when there was one. */
export function auditSentence(entry: AuditEntry, context: Context): Sentence {
  const { texts } = context;
  return sentence((mark) => {
    const family = familyOf(entry.kind);
    const said =
      family === 'level' || family === 'levels'
        ? levelSentence(entry, texts, mark)
        : family === 'record'
          ? recordSentence(entry, texts, mark)
          : family === 'submission'
            ? submissionSentence(entry, context, mark)
            : family === 'region'
              ? regionSentence(entry, texts, mark)
              : family === 'player'
                ? playerSentence(entry, context, mark)
                : family === 'sanction'
                  ? sanctionSentence(entry, texts, mark)
                  : null;
    return said ?? texts.other(mark(actorOf(entry, texts)), entry.kind);
  });
}

/**
 * The record change a review made, among the entries loaded: logged in the same write, just
 * before the review, naming its submission.
 */
export function effectOfReview(review: AuditEntry, entries: readonly AuditEntry[]): AuditEntry | undefined {
  if (review.kind !== 'submission.reviewed') return undefined;
  const submission = review.data.submission;
  return entries.find(
    (other) =>
      familyOf(other.kind) === 'record' &&
      other.type === review.type &&
      other.data.submission === submission &&
      other.position < review.position &&
      review.position - other.position <= 2,
  );
}
