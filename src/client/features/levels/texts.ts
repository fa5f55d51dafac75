/** Texts of the level page, in one place for languages later (English as SPEC.md words it). */
import type { Duration, LevelType } from '../../../shared/constants';

export const levelTexts = {
  loading: 'Loading...',
  failed: (type: LevelType) => `Error: Failed to fetch ${type} level details and records`,
  notFound: 'No level data found.',
  backToLists: 'Back to the lists',
  publishedBy: (publisher: string) => `Published by ${publisher}`,
  records: 'Records',
  noRecords: 'No records yet.',
  /** The records table: its column heads, the video link (shown as 'Watch', named with the player) and a missing link. */
  recordsTable: {
    player: 'Player',
    value: { classic: 'Percentage', platformer: 'Time' } satisfies Record<LevelType, string>,
    video: 'Video',
    watch: 'Watch',
    watchRecord: (player: string) => `Watch the record of ${player}`,
    noVideo: 'N/A',
  },
  facts: {
    id: 'Level ID',
    difficulty: 'Difficulty',
    points: 'Points',
    duration: 'Duration',
    minPoints: 'Minimum points',
    listPercentage: 'List percentage',
  },
  durations: { TINY: 'Tiny', SHORT: 'Short', MEDIUM: 'Medium', LONG: 'Long', XL: 'XL' } satisfies Record<Duration, string>,
  /** The player who beat the level first (classic), or holds its best time (platformer). */
  holder: { classic: 'First victor', platformer: 'Record holder' } satisfies Record<LevelType, string>,
  noHolder: 'None yet',
  neighbours: 'Previous and next levels',
  /** The links to the neighbouring levels are named by direction and title: 'Next level: #3 - Bloodbath'. */
  previous: (title: string) => `Previous level: ${title}`,
  next: (title: string) => `Next level: ${title}`,
  video: {
    title: (name: string) => `${name} video`,
    watch: 'Watch the video',
    offline: 'The video needs a connection.',
  },
} as const;

/** Texts of the level lists and their cards (the card's facts reuse the level page's words above). */
export const levelListTexts = {
  welcome: 'Welcome to The Official Moroccan List Website!',
  /** The six lists' titles. */
  titles: {
    classic: { main: 'Classic Main List', extended: 'Classic Extended List', legacy: 'Classic Legacy List' },
    platformer: { main: 'Platformer Main List', extended: 'Platformer Extended List', legacy: 'Platformer Legacy List' },
  },
  levels: 'Levels',
  loading: 'Loading levels',
  failed: 'Failed to load levels. Please try again later.',
  empty: 'No levels in this list yet.',
  title: (ranking: number, name: string) => `#${ranking} - ${name}`,
  factLabel: (label: string) => `${label}: `,
  fact: (label: string, value: string) => `${label}: ${value}`,
  copyId: 'Copy Level ID',
  copied: 'Level ID copied to clipboard!',
  copyFailed: 'Could not copy the level ID',
  copyFailedDetail: (id: string) => `The ID is ${id}.`,
  /** Beside a level the signed-in player has completed. */
  completed: 'Completed',
} as const;
