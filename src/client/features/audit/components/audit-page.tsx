/**
 * The staff audit log: every change as a sentence (who, what, before → after) with its date, newest
 * first, narrowed by staff member, target and kind; where a list's history begins is one line per list. Read only. Older changes load a page at a time.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { useDocumentTitle } from '../../../components/layout/document-title';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { LoadOlder } from '../../../components/ui/on-demand/load-older';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { isBeginning, withBeginnings } from '../../../lib/baselines';
import { regionsQueryOptions } from '../../regions/queries';
import type { AuditFilter } from '../filter';
import { auditQueryOptions } from '../queries';
import { auditMoves, auditSentence, effectOfReview } from '../sentences';
import { auditTexts as texts } from '../texts';
import { AuditFilters } from './audit-filters';
import { AuditBeginningItem, AuditItem } from './audit-item';

const styles = {
  root: css({ display: 'grid', gap: '4', minWidth: '0' }),
  title: css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' }),
  intro: css({ color: 'fg.muted' }),
  list: css({ display: 'grid', minWidth: '0' }),
};

function Loading() {
  return (
    <div aria-busy="true" aria-label={texts.loading} className={css({ display: 'grid', gap: '3' })}>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className={css({ height: '10', width: 'full' })} />
      ))}
    </div>
  );
}

export function AuditPage({ filter, onFilterChange }: { filter: AuditFilter; onFilterChange: (filter: AuditFilter) => void }) {
  useDocumentTitle(texts.title);
  const query = useInfiniteQuery(auditQueryOptions(filter));
  const regions = useQuery(regionsQueryOptions());
  const entries = useMemo(() => query.data?.pages.flatMap((page) => page.entries), [query.data]);
  const regionName = (id: number) => regions.data?.find((region) => region.id === id)?.name;
  return (
    <section className={styles.root}>
      <h1 className={styles.title}>{texts.title}</h1>
      <p className={styles.intro}>{texts.intro}</p>
      <AuditFilters filter={filter} onChange={onFilterChange} />
      <QueryState
        query={{ data: entries, isPending: query.isPending, fetchStatus: query.fetchStatus, refetch: query.refetch }}
        loading={<Loading />}
        error={texts.failed}
        empty={texts.empty}
      >
        {(all) => (
          <>
            <ol className={styles.list} aria-label={texts.listLabel}>
              {withBeginnings(all).map((entry) =>
                isBeginning(entry) ? (
                  <AuditBeginningItem key={entry.baselines[0]!.position} beginning={entry} filter={filter} />
                ) : (
                  <AuditItem
                    key={entry.position}
                    entry={entry}
                    filter={filter}
                    sentence={auditSentence(entry, { texts, regionName, effect: effectOfReview(entry, all) })}
                    moves={auditMoves(entry, texts)}
                  />
                ),
              )}
            </ol>
            <LoadOlder pages={query} texts={texts} />
          </>
        )}
      </QueryState>
    </section>
  );
}
