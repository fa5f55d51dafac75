/**
 * The English texts of link previews (the tags a shared page carries and the cards drawn for levels
 * and profiles), the source the French and Arabic ones follow, in the site's own words (the client's
 * texts.ts). Names arrive as they are: the tags and the cards escape them where they are written.
 */
import type { LevelType, ListType } from '../../../shared/constants';

/** A player's place in a mode: null when they have no points in it. */
export type Standing = { rank: number; of: number; points: number } | null;

export type PreviewTexts = {
  /** og:site_name, and the cards' brand: the community's name in every language. */
  siteName: string;
  /** What a page that says nothing more of itself is: the site's own description, as its manifest says it. */
  siteDescription: string;
  /** The site's logo, the image of a page with no card. */
  logoAlt: string;
  /** Between the parts of a description. */
  separator: string;
  /** Points as the site shows them, always with two decimals: '350.00'. */
  pointsValue: (points: number) => string;
  points: (points: number) => string;
  /** A label and its value on a description's line: 'First victor: Amine GD'. */
  labelled: (label: string, value: string) => string;
  modes: Record<LevelType, string>;
  lists: Record<LevelType, Record<ListType, string>>;
  /** A level's place, before its name on a card: '#5'. */
  rank: (ranking: number) => string;
  /** A level as the site titles it: '#5 - Desert Horizon'. */
  levelTitle: (ranking: number, name: string) => string;
  pointsLabel: string;
  holder: Record<LevelType, string>;
  noHolder: string;
  publishedBy: (publisher: string) => string;
  /** A player's standing in a mode: '#3 of 243' (with its points on a description). */
  place: (rank: number, of: number) => string;
  standing: (standing: Standing) => string;
  unranked: string;
  region: string;
  noRegion: string;
  /** What a card shows, for who cannot see it: its title, then its description. */
  cardAlt: (title: string, description: string) => string;
  /** A list's page: its levels from the top, '75 levels: #1 - Bloodbath, #2 - Sonic Wave, #3 - Tartarus…'. */
  listDescription: (top: readonly string[], count: number) => string;
  leaderboard: (type: LevelType) => string;
  /** The leaderboard's top: '243 players ranked: #1 Amine GD (350.00), …'. */
  leaderboardDescription: (top: readonly { name: string; points: number }[], count: number) => string;
  statViewer: string;
  statViewerDescription: (top: readonly { name: string; points: number }[], count: number) => string;
  /** One region's stats: its classic and platformer points. */
  regionDescription: (classic: number, platformer: number) => string;
  changelog: (type: LevelType | undefined) => string;
  changelogDescription: (latest: Date | null) => string;
  guidelines: string;
  guidelinesDescription: string;
};

const LOCALE = 'en';
const decimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
const counts = new Intl.NumberFormat(LOCALE);
const dates = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
const count = (n: number, one: string, many: string) => `${counts.format(n)} ${n === 1 ? one : many}`;
const more = (shown: number, total: number) => (total > shown ? '…' : '');

export const en: PreviewTexts = {
  siteName: 'The Official Moroccan List',
  siteDescription: 'The national ranking of the hardest Geometry Dash levels beaten by Moroccan players.',
  logoAlt: "The Moroccan List's logo: a green star on red",
  separator: ' · ',
  pointsValue: (points) => decimals.format(points),
  points: (points) => `${decimals.format(points)} points`,
  labelled: (label, value) => `${label}: ${value}`,
  modes: { classic: 'Classic', platformer: 'Platformer' },
  lists: {
    classic: { main: 'Classic Main List', extended: 'Classic Extended List', legacy: 'Classic Legacy List' },
    platformer: { main: 'Platformer Main List', extended: 'Platformer Extended List', legacy: 'Platformer Legacy List' },
  },
  rank: (ranking) => `#${ranking}`,
  levelTitle: (ranking, name) => `#${ranking} - ${name}`,
  pointsLabel: 'Points',
  holder: { classic: 'First victor', platformer: 'Record holder' },
  noHolder: 'None yet',
  publishedBy: (publisher) => `Published by ${publisher}`,
  place: (rank, of) => `#${counts.format(rank)} of ${counts.format(of)}`,
  standing: (standing) =>
    standing ? `#${counts.format(standing.rank)} of ${counts.format(standing.of)}, ${en.points(standing.points)}` : 'Unranked',
  unranked: 'Unranked',
  region: 'Region',
  noRegion: 'None',
  cardAlt: (title, description) => `${title}: ${description}`,
  listDescription: (top, total) =>
    total === 0 ? 'No levels in this list yet.' : `${count(total, 'level', 'levels')}: ${top.join(', ')}${more(top.length, total)}`,
  leaderboard: (type) => `${en.modes[type]} leaderboard`,
  leaderboardDescription: (top, total) =>
    total === 0
      ? 'No players ranked yet.'
      : `${count(total, 'player', 'players')} ranked: ${top.map((row, i) => `#${i + 1} ${row.name} (${decimals.format(row.points)})`).join(', ')}${more(top.length, total)}`,
  statViewer: 'Stat Viewer',
  statViewerDescription: (top, total) =>
    total === 0
      ? 'No regions yet.'
      : `${count(total, 'region', 'regions')}, by classic points: ${top.map((row) => `${row.name} (${decimals.format(row.points)})`).join(', ')}${more(top.length, total)}`,
  regionDescription: (classic, platformer) => `Classic: ${en.points(classic)} · Platformer: ${en.points(platformer)}`,
  changelog: (type) => (type ? `Changelog: ${en.modes[type]}` : 'Changelog'),
  changelogDescription: (latest) => `Every change to the lists, newest first.${latest ? ` The latest on ${dates.format(latest)}.` : ''}`,
  guidelines: 'Guidelines',
  guidelinesDescription: 'The rules for records and submissions.',
};
