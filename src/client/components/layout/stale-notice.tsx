import { CloudOff } from 'lucide-react';
import { css } from 'styled-system/css';
import { useStaleData } from '../../lib/use-stale-data';

const style = css({
  display: 'flex', alignItems: 'center', gap: '2', px: { base: '3', sm: '6' }, py: '2',
  bg: 'bg.subtle', color: 'fg.muted', textStyle: 'sm', borderBottomWidth: '1px',
});

const TEXT = {
  offline: 'You are offline. Showing saved data, which may be out of date.',
  unreachable: 'The server could not be reached. Showing saved data, which may be out of date.',
};

/** The quiet notice that what is on screen comes from the saved cache and may be stale. */
export function StaleNotice() {
  const staleness = useStaleData();
  return (
    <div role="status" aria-live="polite" className={staleness ? style : css({ display: 'none' })}>
      {staleness ? (
        <>
          <CloudOff aria-hidden="true" size={16} />
          {TEXT[staleness]}
        </>
      ) : null}
    </div>
  );
}
