/** The texts of the shared on-demand UI parts (confirmations, form dialogs, toasts, pagination). */
import { defineTexts } from '../../../lib/i18n/registry';
export const confirmTexts = defineTexts('confirmTexts', {
  delete: 'Delete',
  cancel: 'Cancel',
} as const);

export const formDialogTexts = defineTexts('formDialogTexts', {
  close: 'Close',
  cancel: 'Cancel',
} as const);

export const toastTexts = defineTexts('toastTexts', {
  dismiss: 'Dismiss notification',
} as const);

export const paginationTexts = defineTexts('paginationTexts', {
  label: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
  more: 'More pages',
} as const);
