/** The French texts of Discord's messages (en.ts is the source): the site's own French words. */
import type { LevelType } from '../../../shared/constants';
import { split } from '../../../shared/duration';
import type { DiscordTexts } from './en';

const modes: Record<LevelType, string> = { classic: 'classique', platformer: 'platformer' };
const numbers = new Intl.NumberFormat('fr-MA');

/** '1 h 10 min 32 s 456 ms', the same parts as the site shows in French. */
function time(ms: number): string {
  const { hours, minutes, seconds, millis } = split(ms);
  const parts = [
    hours > 0 ? `${hours} h` : '',
    minutes > 0 || hours > 0 ? `${minutes} min` : '',
    `${seconds} s`,
    millis > 0 ? `${millis} ms` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

export const fr: DiscordTexts = {
  newSubmission: (type, level, value, player, link) => `Nouvelle soumission ${modes[type]} : ${level} ${value} par ${player} — ${link}`,
  review: (address) => `À examiner : ${address}`,
  percentage: (percentage) => `${percentage} %`,
  time,
  place: (ranking) => `#${numbers.format(ranking)}`,
  inList: (type, sentence) => `${sentence} (${modes[type]})`,
  placed: (level, place) => `${level} a été placé à la position ${place}`,
  moved: (level, from, to) => `${level} est passé de la position ${from} à la position ${to}`,
  removed: (level) => `${level} a été retiré de la liste`,
  renamed: (level, old) => `${old} a été renommé en ${level}`,
  edited: (level) => `Les détails de ${level} ont été modifiés`,
  reordered: (count) =>
    count === 1 ? 'La liste a été réordonnée : 1 niveau déplacé' : `La liste a été réordonnée : ${numbers.format(count)} niveaux déplacés`,
  more: (count) => `…et ${numbers.format(count)} de plus`,
};
