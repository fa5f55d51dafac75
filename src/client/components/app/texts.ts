/** Texts of the installed app's offers: a new build to load, installation. */
export const appTexts = {
  updateAvailable: 'A new version is available',
  reload: 'Reload',
  install: 'Install app',
} as const;
