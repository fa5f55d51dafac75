/** Demo levels: invented demon names and creators, YouTube-shaped links, difficulty falling with the ranking. */
import { DIFFICULTIES, DURATIONS, LEVEL_NAME_MAX, type LevelType } from '../../shared/constants';
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

/**
 * A demon name not used yet: "Adjective Noun", sometimes a single word, sometimes a sequel; within the
 * game's LEVEL_NAME_MAX (a longer one is the noun alone), as the staff form would take it.
 */
function levelName(random: Random, used: Set<string>): string {
  for (let attempt = 0; ; attempt += 1) {
    const adjective = random.chance(0.15) ? null : random.pick(LEVEL_ADJECTIVES);
    const noun = random.pick(LEVEL_NOUNS);
    // Past a few collisions the word space is crowded: sequels keep names unique at any size.
    const sequel = attempt < 8 ? '' : ` ${ROMAN[attempt % ROMAN.length]}${attempt >= 8 + ROMAN.length ? ` ${attempt}` : ''}`;
    const full = `${adjective ? `${adjective} ` : ''}${noun}${sequel}`;
    // Too long: the noun alone or as a sequel, with no further draw (the rest of the plan stays as it was).
    const shorter = full.length > LEVEL_NAME_MAX ? [noun, ...ROMAN.map((numeral) => `${noun} ${numeral}`)] : [full];
    const name = shorter.find((candidate) => candidate.length <= LEVEL_NAME_MAX && !used.has(candidate.toLowerCase()));
    if (name) {
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
