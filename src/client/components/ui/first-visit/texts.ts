/** Texts the shared UI parts own (a screen's own texts come from the screen), in one place for languages later. */
import { defineTexts } from '../../../lib/i18n/registry';
export const uiTexts = defineTexts('uiTexts', {
  retry: 'Try again',
} as const);
