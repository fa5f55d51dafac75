/** Texts of the installed app's offers (a new build to load, installation), the theme's menu and the error screen. */
import { defineTexts } from '../../lib/i18n/registry';
export const appTexts = defineTexts('appTexts', {
  /** The footer (loaded after the first screen). */
  footer: {
    label: 'Footer',
    copyright: (year: number) => `© ${year} The Official Moroccan List. A fan-made community ranking.`,
    guidelines: 'Guidelines',
    api: 'API',
  },
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  install: 'Install app',
  themes: { light: 'Light', dark: 'Dark', system: 'System' },
  /** The router's screen for an unknown path or a render error. */
  error: {
    title: 'Unexpected Application Error!',
    description: 'This page does not exist or something went wrong while showing it.',
    retry: 'Try again',
    back: 'Back to the main list',
  },
} as const);
