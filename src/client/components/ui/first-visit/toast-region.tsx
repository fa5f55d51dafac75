/** Mounts the toast region with the first toast; toasts created before it mounts are read from the store. */
import { Suspense, lazy } from 'react';
import { useToastsRequested } from '../../../lib/toast';

const Toaster = lazy(() => import('../on-demand/toaster'));

export function ToastRegion() {
  return useToastsRequested() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
