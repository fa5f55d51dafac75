/** Texts of the installed app's offers (a new build to load, installation) and of the theme's menu. */
export const appTexts = {
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  install: 'Install app',
  themes: { light: 'Light', dark: 'Dark', system: 'System' },
} as const;
