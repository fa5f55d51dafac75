/** Texts of the level page (its facts and holder lines are the list cards' own, in texts.ts), in one place for languages later. */
import type { Duration, LevelType } from '../../../shared/constants';
import { defineTexts } from '../../lib/i18n/registry';

export const levelTexts = defineTexts('levelTexts', {
  loading: 'Loading...',
  /** The browser tab's title of a level page. */
  tab: (name: string, ranking: number, type: LevelType) => `${name} – #${ranking} ${type}`,
  failed: (type: LevelType) => `Error: Failed to fetch ${type} level details and records`,
  notFound: 'No level data found.',
  backToLists: 'Back to the lists',
  /** The list the level is in, before the link to it: 'List: Classic Main List'. */
  list: 'List',
  records: 'Records',
  noRecords: 'No records yet.',
  /** The records table: its column heads, the video link (shown as 'Watch', named with the player) and a missing link. */
  recordsTable: {
    player: 'Player',
    value: { classic: 'Percentage', platformer: 'Time' } satisfies Record<LevelType, string>,
    video: 'Video',
    date: 'Date',
    watch: 'Watch',
    watchRecord: (player: string) => `Watch the record of ${player}`,
    noVideo: 'N/A',
  },
  durations: { TINY: 'Tiny', SHORT: 'Short', MEDIUM: 'Medium', LONG: 'Long', XL: 'XL' } satisfies Record<Duration, string>,
  neighbours: 'Previous and next levels',
  /** The links to the neighbouring levels are named by direction and title: 'Next level: #3 - Bloodbath'. */
  previous: (title: string) => `Previous level: ${title}`,
  next: (title: string) => `Next level: ${title}`,
  video: {
    title: (name: string) => `${name} video`,
    watch: 'Watch the video',
    offline: 'The video needs a connection.',
  },
} as const);
