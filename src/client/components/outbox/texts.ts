/** The texts of pending changes shown in place (components/outbox/). */
export const pendingTexts = {
  notSent: 'Not sent yet',
  attention: 'Needs attention',
} as const;
