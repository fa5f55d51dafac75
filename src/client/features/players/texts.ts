/** Texts of the player profile, in one place for languages later. */
import type { ListType } from '../../../shared/constants';
import type { Place } from './standing';
import { dateText } from '../../lib/i18n/format';
import { defineTexts } from '../../lib/i18n/registry';

export const profileTexts = defineTexts('profileTexts', {
  loading: 'Loading...',
  failed: 'Failed to load this profile. Please try again later.',
  notFound: (username: string) => `No player found with the name ${username}.`,
  backToLeaderboard: 'Back to the leaderboard',
  tabs: { classic: 'Classic', platformer: 'Platformer' },
  listMod: 'List mod',
  /** A banned player's profile: their records are off the lists until then. */
  banned: (until: Date | null) => (until ? `Banned until ${dateText(until)}` : 'Banned permanently'),
  region: 'Region',
  noRegion: 'None',
  unknownRegion: 'Unknown Region',
  points: { classic: 'Classic points', platformer: 'Platformer points' },
  hardestLevel: 'Hardest level',
  levelCount: 'Level count',
  heldLevels: { classic: 'First victor levels', platformer: 'Record holder levels' },
  completedLevels: 'Completed levels',
  noLevel: 'No level available',
  noLevels: 'No levels available',
  tiers: { main: 'Main', extended: 'Extended', legacy: 'Legacy' } satisfies Record<ListType, string>,
  /** The group of levels the ranked list does not hold yet. */
  otherLevels: 'Other levels',
  /** A level's position on its list, before its name: '#12'. */
  position: (ranking: number) => `#${ranking}`,
} as const);

/** A player's standing: rank on the leaderboard and in their region. */
export const standingTexts = defineTexts('standingTexts', {
  rank: 'Rank',
  regionRank: 'In region',
  place: ({ rank, of }: Place) => `#${rank} of ${of}`,
  unranked: 'Unranked',
  pending: '…',
  /** Beside a list title: the signed-in player's own standing, a link to their profile. */
  yours: 'Your standing',
} as const);

/** Texts of the leaderboard, in one place for languages later. */
export const leaderboardTexts = defineTexts('leaderboardTexts', {
  title: 'Leaderboard',
  typeLabel: 'List type',
  types: { classic: 'Classic', platformer: 'Platformer' },
  list: (type: string) => `${type} leaderboard`,
  failed: 'Failed to fetch leaderboard',
  empty: 'No players ranked yet.',
  filters: 'Find players',
  name: 'Player name',
  namePlaceholder: 'Search by name',
  region: 'Region',
  allRegions: 'All regions',
  noMatch: 'No ranked player matches these filters.',
  clearFilters: 'Clear filters',
  loadingRest: 'Loading the rest of the leaderboard',
} as const);

/** A player's social icons on their profile. */
export const socialTexts = defineTexts('socialTexts', {
  label: 'Social links',
  copied: 'Discord handle copied to clipboard!',
  copyFailed: 'Could not copy the Discord handle',
  copyDiscord: (handle: string) => `Copy Discord handle ${handle}`,
  discord: (handle: string) => `Discord: ${handle}`,
  sites: { youtube: 'YouTube', twitter: 'Twitter', twitch: 'Twitch' },
  opensInNewTab: (site: string) => `${site} (opens in a new tab)`,
} as const);
