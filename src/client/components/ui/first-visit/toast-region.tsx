/** Mounts the toast region with the first toast; toasts created before it mounts are read from the store. */
import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { useToastsRequested } from '../../../lib/toast';

const Toaster = lazyPart(() => import('../on-demand/toaster'));

export function ToastRegion() {
  return useToastsRequested() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
