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
  previous: 'Previous level',
  next: 'Next level',
  video: {
    title: (name: string) => `${name} video`,
    watch: 'Watch the video',
    offline: 'The video needs a connection.',
  },
} as const;
