/** Texts of the stat viewer, in one place for languages later. */
import { defineTexts } from '../../lib/i18n/registry';
export const statViewerTexts = defineTexts('statViewerTexts', {
  title: 'Stat Viewer',
  regions: 'Regions',
  loadingRegions: 'Loading regions',
  regionsFailed: 'Failed to fetch regions',
  noRegions: 'No regions yet.',
  rank: (rank: number) => `#${rank}`,
  totals: (classic: string, platformer: string) => `Classic ${classic} · Platformer ${platformer}`,
  playersOf: (region: string) => `Players of ${region}`,
  playersFailed: 'Failed to fetch players',
  noPlayers: 'No players in this region yet.',
} as const);
