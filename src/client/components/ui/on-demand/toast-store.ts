/**
 * The toast store, with the limits: 3 visible, 4000 ms, gap 14, offset 32px, removal 200 ms.
 * Beside the toaster rather than in lib/: it holds Ark's toast machine, which loads with the first toast.
 */
import { createToaster } from '@ark-ui/react/toast';

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 3,
  duration: 4000,
  gap: 14,
  offsets: '32px',
  removeDelay: 200,
  overlap: false,
});
