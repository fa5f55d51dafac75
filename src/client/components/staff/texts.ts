/** Texts of the marks the staff area puts beside a player's name wherever it appears. */
import { defineTexts } from '../../lib/i18n/registry';

export const staffMarkTexts = defineTexts('staffMarkTexts', {
  flagged: 'Flagged',
  /** The flagged mark's tooltip and accessible description. */
  flaggedTitle: 'Flagged: this player must send raw footage with every submission',
  banned: 'Banned',
  bannedTitle: 'Banned: these records are hidden from the public lists while the ban lasts',
} as const);
