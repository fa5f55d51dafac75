/**
 * Texts of the search's results and its phone dialog, in one place for languages later. The field's
 * own name is the top bar's (layoutTexts.search): it is drawn on every first visit, and this file
 * loads only with the search.
 */
import type { LevelType } from '../../../shared/constants';
import { defineTexts } from '../../lib/i18n/registry';

export const searchTexts = defineTexts('searchTexts', {
  close: 'Close search',
  levels: 'Levels',
  players: 'Players',
  levelTypes: { classic: 'Classic', platformer: 'Platformer' } satisfies Record<LevelType, string>,
  ranking: (ranking: number) => `#${ranking}`,
  loading: 'Loading...',
  noResults: (query: string) => `No levels or players match "${query}".`,
  /** Beside whatever was found, when the levels or the players could not be loaded. */
  failed: 'Some levels or players could not be loaded, so some results may be missing. Please try again later.',
  /** The same offline, before this device has saved the public data. */
  notSaved: 'Not everything is saved on this device yet, so some results may be missing. The search finds them once you are back online.',
} as const);
