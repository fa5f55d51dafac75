/**
 * Texts of the level lists, and what a list's card shares with the level page (whose own texts are in
 * page-texts.ts, loaded with it), in one place (English in the site's exact words).
 */
import type { LevelType } from '../../../shared/constants';
import { defineTexts } from '../../lib/i18n/registry';

/** Texts of the level lists and their cards; the facts, publisher and first victor lines serve the level page too. */
export const levelListTexts = defineTexts('levelListTexts', {
  publishedBy: (publisher: string) => `Published by ${publisher}`,
  facts: {
    id: 'Level ID',
    difficulty: 'Difficulty',
    points: 'Points',
    duration: 'Duration',
    minPoints: 'Minimum points',
    listPercentage: 'List percentage',
  },
  /** The player who beat the level first (classic), or holds its best time (platformer). */
  holder: { classic: 'First victor', platformer: 'Record holder' } satisfies Record<LevelType, string>,
  noHolder: 'None yet',
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
  /** The list on a date (`?at=` on a list page): the picker's label, the notice above the list, the way back. */
  onDate: {
    pick: 'Show the list on a date',
    shown: (date: string) => `Showing the list as it stood on ${date}.`,
    begins: (date: string) => `The list's history begins on ${date}.`,
    today: 'Back to today',
  },
} as const);
