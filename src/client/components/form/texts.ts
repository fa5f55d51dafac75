/** Texts of the form parts shared by several features. */
export const recordValueTexts = {
  percentage: 'Percentage',
  time: 'Time (HH:mm:ss.SSS)',
  timePlaceholder: '00:01:23.456',
};
