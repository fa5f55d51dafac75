/**
 * One level type's panel: its title and total, Add Level, and the sortable list with the changes
 * still in the outbox laid over it. A drop renumbers every level from 1 and shows the new order at
 * once; while the reorder is being sent nothing else can be dragged. A refused reorder reloads the
 * list (the server's order is the truth), and its entry waits in the outbox for the user's word.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../../shared/constants';
import { PendingMark } from '../../../../components/outbox/pending-mark';
import { Button } from '../../../../components/ui/first-visit/button';
import { Card } from '../../../../components/ui/on-demand/card';
import { QueryState } from '../../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../../components/ui/first-visit/skeleton';
import { useOutboxEntries, type OutboxEntry } from '../../../../lib/outbox/outbox';
import { notify } from '../../../../lib/toast';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { levelKeys, rankedLevelsQueryOptions, type Level } from '../../queries';
import { applyOrder, moveItem } from '../../order';
import { panelPending } from '../../staff-display';
import { reorderLevels } from '../../mutations';
import { staffLevelTexts as texts } from '../../staff-texts';
import { SortableLevelList } from './sortable-level-list';

const styles = {
  // Add Level at the same place in both panels: at the end of the title's row, whatever the title's length.
  header: css({
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '3',
    px: { base: '3', sm: '6' },
  }),
  heading: css({ display: 'grid', gap: '0.5', flex: '1', minWidth: '0' }),
  add: css({ flexShrink: '0' }),
  total: css({ color: 'fg.muted', textStyle: 'sm', fontVariantNumeric: 'tabular-nums' }),
  status: css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.default', _empty: { display: 'none' } }),
  body: css({ display: 'grid', gap: '3', minWidth: '0', px: { base: '3', sm: '6' } }),
  skeletons: css({ display: 'grid', gap: '2' }),
};

/** The queued changes of this type, recomputed only when the outbox changes. */
function usePending(type: LevelType) {
  const entries = useOutboxEntries();
  return useMemo(() => panelPending(type, entries), [entries, type]);
}

type Props = {
  type: LevelType;
  onAdd: (type: LevelType) => void;
  onEdit: (level: Level, update: OutboxEntry | undefined) => void;
  onDelete: (level: Level) => void;
  onEditEntry: (entry: OutboxEntry) => void;
};

export function LevelPanel({ type, onAdd, onEdit, onDelete, onEditEntry }: Props) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(rankedLevelsQueryOptions(type));
  useFailureToast(query, texts.toasts.fetchFailed);
  const pending = usePending(type);
  // The order just dropped, shown until the outbox entry (or the server's list) takes over.
  const [dropped, setDropped] = useState<string[] | null>(null);
  // True while the reorder is being sent (not when it was queued offline): nothing can be dragged.
  const [sending, setSending] = useState(false);
  const latest = useRef(0);
  const order = dropped ?? pending.order;
  const levels = useMemo(() => (query.data ? applyOrder(query.data, order) : undefined), [query.data, order]);

  const move = (activeId: string, overId: string) => {
    if (!levels || sending) return;
    const before = levels.map((level) => level.id);
    const from = before.indexOf(activeId);
    const to = before.indexOf(overId);
    if (from < 0 || to < 0 || from === to) return;
    const next = moveItem(before, from, to);
    const drop = (latest.current += 1);
    setDropped(next);
    setSending(navigator.onLine);
    void reorderLevels(type, before, next, levels[from]!)
      .then((outcome) => {
        if (outcome.state === 'attention') void queryClient.invalidateQueries({ queryKey: levelKeys.ranked(type) });
      })
      .catch(() => notify(texts.toasts.reorderFailed, { type: 'error' }))
      .finally(() => {
        if (latest.current !== drop) return;
        setDropped(null);
        setSending(false);
      });
  };

  // Empty only when there is nothing at all to show, queued creates included.
  const shown = levels && (levels.length > 0 || pending.creates.length > 0 ? { levels } : []);
  const loading = (
    <div aria-busy="true" aria-label={texts.loading} className={styles.skeletons}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className={css({ height: '12' })} />
      ))}
    </div>
  );
  return (
    <Card.Root aria-labelledby={titleId} className={css({ minWidth: '0' })}>
      <Card.Header className={styles.header}>
        <div className={styles.heading}>
          <Card.Title id={titleId}>{texts.panels[type]}</Card.Title>
          <p className={styles.total}>{texts.total(query.data?.length ?? 0)}</p>
          <PendingMark entry={pending.reorder} />
        </div>
        <Button className={styles.add} onClick={() => onAdd(type)}>
          <Plus />
          {texts.add}
        </Button>
      </Card.Header>
      <Card.Body className={styles.body}>
        <p role="status" className={styles.status}>
          {sending ? texts.reordering : null}
        </p>
        <QueryState
          query={{ data: shown, isPending: query.isPending, fetchStatus: query.fetchStatus, refetch: query.refetch }}
          loading={loading}
          error={texts.toasts.fetchFailed}
          empty={texts.empty}
        >
          {() => (
            <SortableLevelList
              type={type}
              levels={levels ?? []}
              pending={pending}
              locked={sending}
              onMove={move}
              onEdit={onEdit}
              onDelete={onDelete}
              onEditEntry={onEditEntry}
            />
          )}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}
