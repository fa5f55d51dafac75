/** Demo levels: invented demon names and creators, YouTube-shaped links, difficulty falling with the ranking. */
import { DIFFICULTIES, DURATIONS, type LevelType } from '../../shared/constants';
import type { PlannedLevel } from './plan-types';
import type { Random } from './random';
import { CREATOR_NAMES, LEVEL_ADJECTIVES, LEVEL_NOUNS } from './vocabulary';

const VIDEO_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const DURATION_WEIGHTS = [5, 20, 35, 30, 10];

export function videoLink(random: Random): { link: string; videoId: string } {
  const videoId = random.string(VIDEO_ALPHABET, 11);
  return { link: `https://www.youtube.com/watch?v=${videoId}`, videoId };
}

/** A demon name not used yet: "Adjective Noun", sometimes a single word, sometimes a sequel. */
function levelName(random: Random, used: Set<string>): string {
  for (let attempt = 0; ; attempt += 1) {
    const base = random.chance(0.15) ? random.pick(LEVEL_NOUNS) : `${random.pick(LEVEL_ADJECTIVES)} ${random.pick(LEVEL_NOUNS)}`;
    // Past a few collisions the word space is crowded: sequels keep names unique at any size.
    const name = attempt < 8 ? base : `${base} ${ROMAN[attempt % ROMAN.length]}${attempt >= 8 + ROMAN.length ? ` ${attempt}` : ''}`;
    if (!used.has(name.toLowerCase())) {
      used.add(name.toLowerCase());
      return name;
    }
  }
}

/** In-game level ids: digits, unique over both types; older (legacy) levels tend to have lower ids. */
function levelId(random: Random, position: number, used: Set<string>): string {
  for (;;) {
    const age = 1 - position; // 1 = the top of the list (recent), 0 = the bottom
    const id = String(Math.floor(20_000 + (30_000_000 + age * 80_000_000) * random.float()));
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

/** Harder at the top: the tier index drifts from EXTREME_DEMON down to EASY_DEMON with some noise. */
function difficultyAt(random: Random, position: number) {
  const index = Math.round(4 - position * 4.5 + random.gaussian() * 0.6);
  return DIFFICULTIES[Math.max(0, Math.min(4, index))]!;
}

export function planLevels(random: Random, type: LevelType, count: number, usedIds: Set<string>, usedNames: Set<string>): PlannedLevel[] {
  return Array.from({ length: count }, (_, index) => {
    const position = count > 1 ? index / (count - 1) : 0;
    const { link, videoId } = videoLink(random);
    return {
      type,
      id: levelId(random, position, usedIds),
      name: levelName(random, usedNames),
      publisher: random.pick(CREATOR_NAMES),
      difficulty: difficultyAt(random, position),
      link,
      thumbnail: `https://img.youtube.com/vi/${videoId}/mqdefault.jpg`,
      ranking: index + 1,
      duration: type === 'classic' ? random.weighted(DURATIONS, DURATION_WEIGHTS) : null,
      minimumCompletion: type === 'classic' ? random.int(40, 80) : null,
    };
  });
}
