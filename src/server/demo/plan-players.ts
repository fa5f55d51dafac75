/** Demo players: unique gamer-style usernames, regions by rough population, some socials, a few staff. */
import { SOCIAL_PREFIXES, USERNAME_MAX } from '../../shared/constants';
import type { DemoAccount, PlannedPlayer } from './plan-types';
import type { Random } from './random';
import { FIRST_NAMES, GAME_WORDS } from './vocabulary';

const DAY = 24 * 60 * 60 * 1000;
/** Share of generated players without a region, and of generated players who are staff (at least one). */
const NO_REGION_SHARE = 0.08;
const STAFF_SHARE = 0.01;

function baseUsername(random: Random): string {
  const first = random.pick(FIRST_NAMES);
  const word = random.pick(GAME_WORDS);
  switch (random.int(0, 6)) {
    case 0:
      return `${first}${word}`;
    case 1:
      return `${word}${first}`;
    case 2:
      return `${first.toLowerCase()}_${word.toLowerCase()}`;
    case 3:
      return `${first}GD`;
    case 4:
      return `${word}${random.int(1, 999)}`;
    case 5:
      return `${first}.${word.toLowerCase()}`;
    default:
      return `x${word}${first}x`;
  }
}

/** A username no one has yet (case-insensitively), within the length limit. */
export function uniqueUsername(random: Random, taken: Set<string>, base = baseUsername(random)): string {
  let name = base.slice(0, USERNAME_MAX);
  while (taken.has(name.toLowerCase())) {
    name = `${base.slice(0, USERNAME_MAX - 5)}${random.int(1, 9999)}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

function socials(random: Random, username: string) {
  const handle = username.replace(/[^A-Za-z0-9_]/g, '');
  return {
    discord: random.chance(0.35) ? handle.toLowerCase() : null,
    youtube: random.chance(0.25) ? `${SOCIAL_PREFIXES.youtube}${handle}` : null,
    twitter: random.chance(0.12) ? `${SOCIAL_PREFIXES.twitter}${handle}` : null,
    twitch: random.chance(0.08) ? `${SOCIAL_PREFIXES.twitch}${handle.toLowerCase()}` : null,
  };
}

export function planPlayers(
  random: Random,
  count: number,
  accounts: readonly DemoAccount[],
  regionWeights: readonly number[],
  until: Date,
): PlannedPlayer[] {
  const taken = new Set(accounts.map((account) => account.username.toLowerCase()));
  const regionIndices = regionWeights.map((_, index) => index);
  const joined = () => new Date(until.getTime() - random.int(30, 3 * 365) * DAY - random.int(0, DAY - 1));
  const region = () =>
    regionWeights.length === 0 || random.chance(NO_REGION_SHARE) ? null : random.weighted(regionIndices, regionWeights);
  const staffCount = count > 0 ? Math.max(1, Math.round(count * STAFF_SHARE)) : 0;

  const fromAccounts = accounts.map((account): PlannedPlayer => ({
    ...account,
    region: region(),
    discord: null,
    youtube: null,
    twitter: null,
    twitch: null,
    dateJoined: joined(),
  }));
  const generated = Array.from({ length: count }, (_, index): PlannedPlayer => {
    const username = uniqueUsername(random, taken);
    return {
      username,
      email: null,
      password: null,
      isStaff: index < staffCount,
      // Accounts made by Google sign-in start inactive until the player picks a username.
      isActive: !random.chance(0.02),
      region: region(),
      ...socials(random, username),
      dateJoined: joined(),
    };
  });
  return [...fromAccounts, ...generated];
}
