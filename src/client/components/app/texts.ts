/** Texts of the installed app's offers (a new build to load, installation), the stale-data notice, the theme's menu and the error screen. */
import { defineTexts } from '../../lib/i18n/registry';
export const appTexts = defineTexts('appTexts', {
  /** The footer (loaded after the first screen). */
  footer: {
    label: 'Footer',
    copyright: (year: number) => `© ${year} The Official Moroccan List. A fan-made community ranking.`,
    guidelines: 'Guidelines',
    api: 'API',
  },
  /**
   * The notice over data that could not be refreshed (components/layout/stale-notice.tsx): offline,
   * offline with the page never saved on this device, or the server out of reach; then how old the
   * data on screen is ('5 minutes ago', lib/i18n/format.ts).
   */
  stale: {
    offline: 'You are offline. Showing saved data, which may be out of date.',
    unsaved: 'You are offline. This page is not saved on this device; it will load when you are back online.',
    unreachable: 'The server could not be reached. Showing saved data, which may be out of date.',
    savedAgo: (when: string) => `Saved ${when}.`,
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
