/**
 * What Discord's channels are told, as webhook payloads: a new submission for staff, a change to a
 * level list for everyone. Level and player names come from people: their markdown is escaped, and
 * no message ever pings anyone (`allowed_mentions` parses nothing). The words are in texts/.
 */
import type { LevelType } from '../../shared/constants';
import { LIST_CHANGE_KINDS } from '../../shared/schemas/changes';
import type { LogDataOf } from '../../shared/schemas/log';
import type { LogEntry, LogEntryOf } from '../db/change-log';
import type { DiscordTexts } from './texts/languages';

/** A webhook's body, as Discord takes it. */
export type DiscordPayload = { content: string; allowed_mentions: { parse: [] } };

/** Discord refuses longer content. */
const CONTENT_MAX = 2000;
/** A reorder lists this many of the levels it moved, then counts the rest. */
const MOVES_SHOWN = 10;
/** The changes to a level list that are news; a baseline only says where history began. */
type NewsKind = Exclude<(typeof LIST_CHANGE_KINDS)[number], 'level.baseline'>;
const NEWS: ReadonlySet<string> = new Set(LIST_CHANGE_KINDS.filter((kind): kind is NewsKind => kind !== 'level.baseline'));
const isNews = (entry: LogEntry): entry is LogEntryOf<NewsKind> => NEWS.has(entry.kind);

/** Shown as typed, never as formatting: every markdown character escaped, a numbered list's dot at the start too, whitespace on one line. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\\*_~`|<>#\-[\]()]/g, '\\$&')
    .replace(/^(\d+)\./, '$1\\.');
}

/** A link Discord shows as an address, not as an embed: `<…>` around its normalised form (which has no `<` or `>`). */
const bareLink = (link: string): string => `<${new URL(link).href}>`;

export function payloadOf(lines: readonly string[]): DiscordPayload {
  const content = lines.join('\n');
  return { content: content.length > CONTENT_MAX ? `${content.slice(0, CONTENT_MAX - 1)}…` : content, allowed_mentions: { parse: [] } };
}

export type NewSubmission = {
  type: LevelType;
  level: string;
  player: string;
  percentage: number | null;
  timeMs: number | null;
  link: string;
};

/** The staff channel's message about a new submission; `reviewAddress` is the staff queue's, when the site's address is known. */
export function submissionMessage(texts: DiscordTexts, submission: NewSubmission, reviewAddress: string | null): DiscordPayload {
  const { type, percentage, timeMs } = submission;
  const value = type === 'classic' ? texts.percentage(percentage ?? 0) : texts.time(timeMs ?? 0);
  const first = texts.newSubmission(
    type,
    escapeMarkdown(submission.level),
    value,
    escapeMarkdown(submission.player),
    bareLink(submission.link),
  );
  return payloadOf(reviewAddress ? [first, texts.review(bareLink(reviewAddress))] : [first]);
}

type Move = { name: string; from: number; to: number };

/** The sentences of a change to a level list; none for one that changed nothing a reader sees. */
function sentences(texts: DiscordTexts, kind: NewsKind, data: LogDataOf[NewsKind]): string[] {
  const place = texts.place;
  const moved = (move: Move) => texts.moved(escapeMarkdown(move.name), place(move.from), place(move.to));
  if (kind === 'levels.reordered') {
    if (data.moves.length === 0) return [];
    const shown = [...data.moves].sort((a, b) => a.to - b.to).slice(0, MOVES_SHOWN);
    const rest = data.moves.length - shown.length;
    return [texts.reordered(data.moves.length), ...shown.map(moved), ...(rest > 0 ? [texts.more(rest)] : [])];
  }
  if (!data.level) return [];
  const name = escapeMarkdown(data.level.name);
  const { from, to, changed = {} } = data;
  switch (kind) {
    case 'level.placed':
      return typeof to === 'number' ? [texts.placed(name, place(to))] : [];
    case 'level.removed':
      return [texts.removed(name)];
    case 'level.edited': {
      const said: string[] = [];
      if (typeof from === 'number' && typeof to === 'number' && from !== to) said.push(moved({ name: data.level.name, from, to }));
      const old = changed.name?.[0];
      if (typeof old === 'string') said.push(texts.renamed(name, escapeMarkdown(old)));
      if (Object.keys(changed).some((field) => field !== 'name')) said.push(texts.edited(name));
      return said;
    }
    default:
      return [];
  }
}

/**
 * The list channel's message about a logged change to a level list: placed, edited, removed or
 * reordered (a baseline is history's start, not news); null for any other entry, or one that
 * changed nothing a reader would see.
 */
export function listMessage(texts: DiscordTexts, entry: LogEntry): DiscordPayload | null {
  if (!isNews(entry) || entry.baseline || !entry.type) return null;
  const [first, ...rest] = sentences(texts, entry.kind, entry.data);
  return first === undefined ? null : payloadOf([texts.inList(entry.type, first), ...rest]);
}
