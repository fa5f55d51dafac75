/** Texts of the installed app's offers (a new build to load, installation), the theme's menu and the error screen. */
export const appTexts = {
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
} as const;
