/** Texts of record values wherever they show, and of the fields that take one. */
import { defineTexts } from '../i18n/registry';

export const recordValueTexts = defineTexts('recordValueTexts', {
  percentage: 'Percentage',
  time: 'Time (HH:mm:ss.SSS)',
  timePlaceholder: '00:01:23.456',
  /** A time that is not HH:mm:ss.SSS (src/shared/duration.ts), on the field that took it. */
  timeFormat: 'Enter the time as hours:minutes:seconds.milliseconds, for example 00:01:10.200.',
  /** In place of a record value or a video link that is missing. */
  missing: 'N/A',
});
