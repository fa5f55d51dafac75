/** Texts of the side panel: its cards (the list editors, the guidelines, the community chat). */
import { defineTexts } from '../../lib/i18n/registry';
export const siteTexts = defineTexts('siteTexts', {
  panel: {
    label: 'Community',
    guidelines: { title: 'Guidelines', description: 'The rules for records and submissions.', read: 'Read the guidelines' },
  },
  editors: {
    title: 'List editors',
    description: 'The staff who keep the lists.',
    none: 'No staff members listed.',
    failed: 'Failed to fetch staff members',
  },
  chat: {
    title: 'Community chat',
    notConfigured: 'The community chat is not available here yet.',
    offline: 'The community chat needs a connection.',
  },
});
