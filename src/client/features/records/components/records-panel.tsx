/**
 * One level type's records: the total, 'Add Record', the filters, a page of 10 with queued changes in
 * place, the pages, and the dialogs. Changing a filter goes back to the first page. A failed load
 * shows an empty list, a total of 0 and a retry, with the §8 toast.
 */
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { Button } from '../../../components/ui/first-visit/button';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { ConfirmDialog } from '../../../components/ui/on-demand/confirm-dialog';
import { Pagination } from '../../../components/ui/on-demand/pagination';
import { usePageInRange } from '../../../components/ui/on-demand/use-page-in-range';
import { notify } from '../../../lib/toast';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { RECORD_UPDATE, deleteRecord } from '../mutations';
import { formOf } from '../form-values';
import { rankedLevelsQueryOptions } from '../../levels/queries';
import { playerNamesQueryOptions } from '../../players/queries';
import { noFilter, recordPageQueryOptions, type RecordFilter } from '../queries';
import { useRecordRows, type RecordRow } from '../rows';
import { staffRecordTexts as texts } from '../texts';
import { RecordDialog } from './record-dialog';
import { RecordFilters } from './record-filters';
import { RecordList } from './record-list';
import type { RecordTarget } from './record-form';

const styles = {
  panel: css({
    display: 'grid',
    gap: '4',
    alignContent: 'start',
    p: { base: '3', sm: '4' },
    borderWidth: '1px',
    borderRadius: 'l3',
    bg: 'bg.default',
    minWidth: '0',
  }),
  header: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' }),
  title: css({ display: 'grid', gap: '0.5' }),
  heading: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  total: css({ textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  stale: css({ opacity: '0.7', transition: 'opacity 0.2s' }),
};

type Props = { type: LevelType; className?: string };

export function RecordsPanel({ type, className }: Props) {
  const [filter, setFilter] = useState<RecordFilter>(noFilter);
  const [page, setPage] = useState(0);
  const [target, setTarget] = useState<RecordTarget | null>(null);
  const [removing, setRemoving] = useState<{ row: RecordRow; level: string } | null>(null);
  const query = useQuery(recordPageQueryOptions(type, filter, page));
  const levels = useQuery(rankedLevelsQueryOptions(type));
  const players = useQuery(playerNamesQueryOptions());
  const headingId = useId();
  useFailureToast(query, texts.toasts.fetchFailed);
  useFailureToast(levels, texts.toasts.levelsFailed);
  useFailureToast(players, texts.toasts.playersFailed);

  const data = query.data;
  const rows = useRecordRows(type, data?.content, filter, page);
  const names = useMemo(() => new Map(levels.data?.map((level) => [level.id, level.name])), [levels.data]);
  const levelName = (id: string) => names.get(id) ?? texts.loadingLevelName;
  const typeName = texts.types[type];

  const totalPages = data?.totalPages ?? 0;
  // A delete can leave the last page empty: go to the new last page.
  usePageInRange(page, query, setPage);

  const edit = (row: RecordRow) => {
    if (!row.record) return;
    const update = row.pending && RECORD_UPDATE.read(row.pending)?.form;
    setTarget({
      mode: 'edit',
      record: row.record,
      form: update ?? formOf(row.record),
      levelName: levelName(row.levelId),
      pending: row.pending,
    });
  };

  const confirmDelete = () => {
    const record = removing?.row.record;
    if (!removing || !record) return setRemoving(null);
    const { row, level } = removing;
    setRemoving(null);
    deleteRecord(type, record, level, row.value, row.pending).catch(() => notify(texts.toasts.deleteFailed, { type: 'error' }));
  };

  const loading = (
    <div aria-busy="true" aria-label={texts.loading} className={css({ display: 'grid', gap: '2' })}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className={css({ height: '16' })} />
      ))}
    </div>
  );
  return (
    <section aria-labelledby={headingId} className={cx(styles.panel, className)}>
      <div className={styles.header}>
        <div className={styles.title}>
          <h2 id={headingId} className={styles.heading}>
            {texts.panelTitle(typeName)}
          </h2>
          <span className={styles.total}>{texts.total(data?.totalElements ?? 0)}</span>
        </div>
        <Button onClick={() => setTarget({ mode: 'add' })}>
          <Plus />
          {texts.add}
        </Button>
      </div>
      <RecordFilters
        type={typeName}
        filter={filter}
        levels={levels.data}
        players={players.data}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <div className={query.isPlaceholderData ? styles.stale : undefined} aria-busy={query.isPlaceholderData || undefined}>
        <QueryState
          query={{ data: rows, isPending: query.isPending && !rows, fetchStatus: query.fetchStatus, refetch: query.refetch }}
          loading={loading}
          error={texts.toasts.fetchFailed}
          empty={texts.empty}
        >
          {(items) => (
            <RecordList
              label={texts.listLabel(typeName)}
              rows={items}
              levelName={levelName}
              onEdit={edit}
              onDelete={(row) => setRemoving({ row, level: levelName(row.levelId) })}
            />
          )}
        </QueryState>
      </div>
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      <RecordDialog type={type} target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={texts.deleteTitle}
        description={removing ? texts.deleteDescription(removing.row.player, removing.level, removing.row.value) : ''}
        onConfirm={confirmDelete}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
