/** Texts of the side panel's cards: the list editors and the community chat. */
export const siteTexts = {
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
};
