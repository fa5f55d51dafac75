/**
 * The saved query cache is read while the first screen paints (main.tsx): until it is, queries wait
 * (TanStack's IsRestoringProvider: a mounted query neither fetches nor shows an error), so the frame,
 * the headings and the loading rows paint at once and the saved data as soon as it has been read.
 */
import { IsRestoringProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

export function RestoringCache({ restore, children }: { restore: Promise<void> | null; children: ReactNode }) {
  const [restoring, setRestoring] = useState(restore !== null);
  useEffect(() => {
    let mounted = true;
    void restore?.finally(() => mounted && setRestoring(false));
    return () => {
      mounted = false;
    };
  }, [restore]);
  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
}
