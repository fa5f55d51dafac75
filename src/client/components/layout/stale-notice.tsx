import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { lazyPart } from '../../lib/lazy-part';
import { useStaleData } from '../../lib/use-stale-data';

const style = css({
  display: 'flex', alignItems: 'center', gap: '2', px: { base: '3', sm: '6' }, py: '2',
  bg: 'bg.subtle', color: 'fg.muted', textStyle: 'sm', borderBottomWidth: '1px',
});

/** Its words and how old the data is: only ever needed once a refresh has failed. */
const StaleMessage = lazyPart(() => import('../app/stale-message'));

/**
 * The quiet notice that what is on screen comes from the saved cache and may be stale, or, offline,
 * that the page was never saved on this device and will load once the device is back online.
 */
export function StaleNotice() {
  const staleness = useStaleData();
  return (
    <div role="status" aria-live="polite" className={staleness ? style : css({ display: 'none' })}>
      {staleness ? (
        <Suspense fallback={null}>
          <StaleMessage staleness={staleness} />
        </Suspense>
      ) : null}
    </div>
  );
}
