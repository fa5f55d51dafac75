/**
 * The stale-data notice's bar (components/layout/stale-notice.tsx keeps its live region on the first
 * screen): what the data on screen is worth, and how long ago the server last confirmed the oldest
 * of it, kept current while the notice stays.
 */
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { confirmedAt } from '../../lib/offline-sync/offline';
import { onScreen, type Staleness } from '../../lib/use-stale-data';
import { Icon } from '../ui/first-visit/icon';
import { TimeAgo } from '../ui/on-demand/time-ago';
import { shellDrawings } from './shell-icons';
import { appTexts } from './texts';

const MINUTE = 60_000;

const style = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: { base: '3', sm: '6' },
  py: '2',
  bg: 'bg.subtle',
  color: 'fg.muted',
  textStyle: 'sm',
  borderBottomWidth: '1px',
});

/** When the oldest data on screen was last confirmed by the server; null when nothing is on screen. */
function oldestOnScreen(cache: QueryCache): number | null {
  let oldest = Infinity;
  for (const query of cache.getAll()) {
    if (onScreen(query) && query.state.data !== undefined) oldest = Math.min(oldest, confirmedAt(query.state.dataUpdatedAt));
  }
  return Number.isFinite(oldest) ? oldest : null;
}

export default function StaleMessage({ staleness }: { staleness: NonNullable<Staleness> }) {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const savedAt = useSyncExternalStore(subscribe, () => oldestOnScreen(cache));
  // Drawn again each minute: 'Saved 5 minutes ago' stays true while the device stays offline.
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const timer = setInterval(tick, MINUTE);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className={style}>
      <Icon drawing={shellDrawings.cloudOff} size={16} />
      <span>
        {appTexts.stale[staleness]}
        {staleness !== 'unsaved' && savedAt !== null ? (
          <>
            {' '}
            <TimeAgo date={savedAt} text={appTexts.stale.savedAgo} className="" />
          </>
        ) : null}
      </span>
    </div>
  );
}
