import { Suspense, useEffect } from 'react';
import { css } from 'styled-system/css';
import { afterLoad, whenIdle } from '../../lib/later';
import { lazyPart } from '../../lib/lazy-part';
import { useStaleData } from '../../lib/use-stale-data';

/**
 * Its bar, words and how old the data is: only ever needed once a refresh has failed, but fetched
 * once the page has loaded and the browser is idle, since the connection may drop before the
 * service worker holds the file (or in a browser that runs none).
 */
const loadMessage = () => import('../app/stale-message');
const StaleMessage = lazyPart(loadMessage);

/**
 * The quiet notice that what is on screen comes from the saved cache and may be stale, or, offline,
 * that the page was never saved on this device and will load once the device is back online. Its
 * live region stays in the page; its bar shows once its words have loaded.
 */
export function StaleNotice() {
  const staleness = useStaleData();
  useEffect(() => afterLoad(() => whenIdle(() => void loadMessage().catch(() => {}))), []);
  return (
    <div role="status" aria-live="polite" className={staleness ? undefined : css({ display: 'none' })}>
      {staleness ? (
        <Suspense fallback={null}>
          <StaleMessage staleness={staleness} />
        </Suspense>
      ) : null}
    </div>
  );
}
