/**
 * One query's states, the same on every screen: the caller's placeholder while it loads, the caller's
 * failure text with a retry, the caller's empty text, else the content. Data already held wins over a
 * failed refetch (TanStack keeps `data` beside `isError`), so saved content stays on screen offline.
 * First visit: the home page's level list draws it, so it stays tiny and uses only first-visit parts.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { layoutTexts } from '../../layout/texts';
import { LoadError } from './load-error';

/** What QueryState reads of a query; a TanStack query result fits, or a composite of several. */
export type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
};

type Props<T> = {
  query: QueryLike<T>;
  loading: ReactNode;
  /** The screen's failure text. Without one, a failure shows the empty state (a list that fails to load shows as empty). */
  error?: string;
  /** Shown for null data or an empty list; a string is drawn as a muted line. */
  empty?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
};

const muted = css({ color: 'fg.muted', py: '4' });

export function QueryState<T>({ query, loading, error, empty, children }: Props<T>) {
  const data = query.data;
  // Offline with nothing saved, the fetch is paused until the network returns: say so, not 'Loading...'.
  if (query.isPending && query.fetchStatus === 'paused') return <p className={muted}>{layoutTexts.notSaved}</p>;
  if (query.isPending) return loading;
  if (data === undefined && error) return <LoadError text={error} onRetry={() => void query.refetch()} />;
  if (data == null || (Array.isArray(data) && data.length === 0))
    return typeof empty === 'string' ? <p className={muted}>{empty}</p> : empty;
  return children(data);
}
