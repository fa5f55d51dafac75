/** The texts of pending changes shown in place (components/outbox/). */
import { defineTexts } from '../../lib/i18n/registry';
export const pendingTexts = defineTexts('pendingTexts', {
  notSent: 'Not sent yet',
  attention: 'Needs attention',
} as const);
