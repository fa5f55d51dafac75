/** The router's screens for an unknown path and a render error: rare, so their code loads when one is shown. */
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';

const ErrorScreen = lazyPart(() => import('../app/error-screen'));

export function UnexpectedError({ reset }: { reset?: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen reset={reset} />
    </Suspense>
  );
}

export function NotFound() {
  return <UnexpectedError />;
}
