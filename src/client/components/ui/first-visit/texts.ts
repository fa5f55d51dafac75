/** Texts the shared UI parts own (a screen's own texts come from the screen), in one place for languages later. */
export const uiTexts = {
  retry: 'Try again',
} as const;
