/** The texts of the shared on-demand UI parts (confirmations, form dialogs, toasts, pagination). */
export const confirmTexts = {
  delete: 'Delete',
  cancel: 'Cancel',
} as const;

export const formDialogTexts = {
  close: 'Close',
  cancel: 'Cancel',
} as const;

export const toastTexts = {
  dismiss: 'Dismiss notification',
} as const;

export const paginationTexts = {
  label: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
  more: 'More pages',
} as const;
