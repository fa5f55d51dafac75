/** The router's screens for an unknown path and a render error: rare, so their code loads when one is shown. */
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useFrameGone } from '../../lib/first-frame';

const ErrorScreen = lazyPart(() => import('../app/error-screen'));

export function UnexpectedError({ reset }: { reset?: () => void }) {
  // In place of the layout when the page's first render fails.
  useFrameGone();
  return (
    <Suspense fallback={null}>
      <ErrorScreen reset={reset} />
    </Suspense>
  );
}

export function NotFound() {
  return <UnexpectedError />;
}
