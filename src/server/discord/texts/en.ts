/**
 * The English texts of Discord's messages, the source the French and Arabic ones follow. Names arrive
 * already escaped (messages.ts), so a text may put them anywhere; it adds no markdown of its own.
 */
import type { LevelType } from '../../../shared/constants';
import { formatTimeText } from '../../../shared/duration';

export type DiscordTexts = {
  /** A new submission, for the staff channel: 'New classic submission: Bloodbath 87% by Amine — <link>'. */
  newSubmission: (type: LevelType, level: string, value: string, player: string, link: string) => string;
  /** The staff queue's address, on the line after. */
  review: (address: string) => string;
  percentage: (percentage: number) => string;
  time: (ms: number) => string;
  place: (ranking: number) => string;
  /** Which list a change is about, after its first sentence. */
  inList: (type: LevelType, sentence: string) => string;
  placed: (level: string, place: string) => string;
  moved: (level: string, from: string, to: string) => string;
  removed: (level: string) => string;
  renamed: (level: string, old: string) => string;
  edited: (level: string) => string;
  reordered: (count: number) => string;
  /** Moves past the ones a message lists. */
  more: (count: number) => string;
};

const modes: Record<LevelType, string> = { classic: 'classic', platformer: 'platformer' };

export const en: DiscordTexts = {
  newSubmission: (type, level, value, player, link) => `New ${modes[type]} submission: ${level} ${value} by ${player} — ${link}`,
  review: (address) => `Review it: ${address}`,
  percentage: (percentage) => `${percentage}%`,
  time: formatTimeText,
  place: (ranking) => `#${ranking}`,
  inList: (type, sentence) => `${sentence} (${modes[type]})`,
  placed: (level, place) => `${level} was placed at ${place}`,
  moved: (level, from, to) => `${level} moved from ${from} to ${to}`,
  removed: (level) => `${level} was removed from the list`,
  renamed: (level, old) => `${old} was renamed to ${level}`,
  edited: (level) => `${level}'s details were edited`,
  reordered: (count) => (count === 1 ? 'The list was reordered: 1 level moved' : `The list was reordered: ${count} levels moved`),
  more: (count) => `…and ${count} more`,
};
