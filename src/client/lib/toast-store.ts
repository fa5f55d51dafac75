/**
 * The toast store, with the limits: 3 visible, 4000 ms, gap 14, offset 32px, removal 200 ms.
 * It holds Ark's toast machine, which loads with the first toast (lib/toast.ts), outside the first visit.
 */
import { createToaster } from '@ark-ui/react/toast';
import { directionOf, getLocale } from './i18n/locale';

// At the bottom of the inline end: the right, the left in right-to-left. Zag's toast group mirrors a
// placement twice when its direction is rtl (it turns `end` into `left`, then places `left` with
// `inset-inline-start`), so there the group is asked for `bottom-start` to land at the end. The direction
// is the one Ark's LocaleProvider gives the group; it stays until the page loads again in another language.
const rtl = directionOf(getLocale()) === 'rtl';

export const toaster = createToaster({
  placement: rtl ? 'bottom-start' : 'bottom-end',
  max: 3,
  duration: 4000,
  gap: 14,
  offsets: '32px',
  removeDelay: 200,
  overlap: false,
});
