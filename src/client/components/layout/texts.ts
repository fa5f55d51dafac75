/** Texts of the app shell and its notices, in one place for languages later. */
export const layoutTexts = {
  skipToContent: 'Skip to content',
  offline: 'You are offline. Showing saved data, which may be out of date.',
  unsaved: 'You are offline. This page is not saved on this device; it will load when you are back online.',
  unreachable: 'The server could not be reached. Showing saved data, which may be out of date.',
  /** For a screen's own place, instead of 'Loading...', when its data waits offline with nothing saved. */
  notSaved: 'Not saved on this device. It will load when you are back online.',
} as const;
