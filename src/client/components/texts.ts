/** Texts of the shared components at the top of components/ (the player rows), in one place for languages later. */
import { defineTexts } from '../lib/i18n/registry';
export const playerRowsTexts = defineTexts('playerRowsTexts', {
  medal: { gold: 'gold medal', silver: 'silver medal', bronze: 'bronze medal' },
  loading: 'Loading players',
  you: 'You',
  jumpToYou: (rank: number) => `Jump to your row (#${rank})`,
} as const);
