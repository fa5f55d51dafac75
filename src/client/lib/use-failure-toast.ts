/**
 * The §8 toast of a query that cannot be fetched: it toasts once per failure, so a retry that fails
 * again toasts again, and a screen that shows the same failure again (a re-render) does not.
 */
import { useEffect } from 'react';
import { notify } from './toast';

export function useFailureToast(query: { isError: boolean; errorUpdatedAt: number }, text: string): void {
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify(text, { type: 'error' });
  }, [failedAt, text]);
}
