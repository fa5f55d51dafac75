/**
 * Keeps a paged list's page among the pages there are: a delete or a decision elsewhere can leave the
 * page past the last one, and it shows nothing then (Pagination draws no way back while one page fits).
 */
import { useEffect, useEffectEvent } from 'react';

/** What the page's query answered: the previous page's answer, shown while this one loads, does not count. */
type Answered = { data?: { totalPages: number }; isPlaceholderData: boolean };

/** Calls `onChange` with the last page (0 when there are none) once the query for `page` answers fewer pages. */
export function usePageInRange(page: number, query: Answered, onChange: (page: number) => void): void {
  const totalPages = query.isPlaceholderData ? undefined : query.data?.totalPages;
  const last = totalPages === undefined ? undefined : Math.max(0, totalPages - 1);
  const turn = useEffectEvent(onChange);
  useEffect(() => {
    if (last !== undefined && page > last) turn(last);
  }, [page, last]);
}
