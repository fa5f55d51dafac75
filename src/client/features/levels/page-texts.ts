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
  /** The level's history: its position over time, then its changes. Places arrive worded ('#12'). */
  history: {
    title: 'History',
    loading: 'Loading the history',
    failed: 'Could not load the history.',
    empty: 'No history yet.',
    /** The chart's summary, for assistive technology. */
    chart: (from: string, to: string) => `Position over time: from ${from} to ${to}`,
    chartSteady: (place: string) => `Position over time: ${place} throughout`,
    chartRemoved: (from: string, last: string) => `Position over time: from ${from} to ${last}, then removed from the list`,
    /** The lines where the main and extended lists end, labelled on the chart. */
    cutoffs: { main: 'End of the main list', extended: 'End of the extended list' },
    today: 'Today',
    /**
     * The chart's points, one per change (a button each, arrow keys between them): 'Nov 24, 2026,
     * 4:52 PM: #12'. Hovering, tapping or reaching one says why the level moved, under the chart.
     */
    steps: 'Position after each change',
    step: (date: string, place: string) => `${date}: ${place}`,
    pointHint: 'Hover over a point, tap it or reach it with the arrow keys to read why the level moved.',
    off: 'Off the list',
    changes: 'Changes, newest first',
    /** How a change about another level moved this one: '#12 → #13'. */
    moved: (from: string, to: string) => `${from} → ${to}`,
  },
} as const);
