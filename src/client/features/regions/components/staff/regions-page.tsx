/**
 * The Staff regions screen: the regions with their points, 'Add Region', and per region an edit
 * dialog and a delete confirmation. Every write goes through the outbox and shows in place until the
 * server has it.
 */
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../../components/ui/first-visit/button';
import { QueryState } from '../../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../../components/ui/first-visit/skeleton';
import { ConfirmDialog } from '../../../../components/ui/on-demand/confirm-dialog';
import { notify } from '../../../../lib/toast';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { regionsQueryOptions } from '../../queries';
import { deleteRegion } from '../../mutations';
import { useRegionRows, type RegionRow } from '../../staff-rows';
import { staffRegionTexts as texts } from '../../staff-texts';
import { RegionDialog, type RegionTarget } from './region-dialog';
import { RegionList } from './region-list';
import { useDocumentTitle } from '../../../../components/layout/document-title';

export function RegionsPage() {
  useDocumentTitle(texts.title);
  const query = useQuery(regionsQueryOptions());
  const rows = useRegionRows(query.data);
  const [target, setTarget] = useState<RegionTarget | null>(null);
  const [removing, setRemoving] = useState<RegionRow | null>(null);
  useFailureToast(query, texts.toasts.fetchFailed);

  const confirmDelete = () => {
    const region = removing?.region;
    const pending = removing?.pending;
    setRemoving(null);
    if (!region) return;
    deleteRegion(region, pending).catch(() => notify(texts.toasts.deleteFailed, { type: 'error' }));
  };

  const loading = (
    <div aria-busy="true" aria-label={texts.loading} className={css({ display: 'grid', gap: '2' })}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className={css({ height: '12' })} />
      ))}
    </div>
  );
  return (
    <section className={css({ display: 'grid', gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}>
        <h1 className={css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' })}>{texts.title}</h1>
        <Button onClick={() => setTarget({ mode: 'add' })}>
          <Plus />
          {texts.add}
        </Button>
      </div>
      <QueryState
        query={{ data: rows, isPending: query.isPending && !rows, fetchStatus: query.fetchStatus, refetch: query.refetch }}
        loading={loading}
        error={texts.toasts.fetchFailed}
        empty={texts.empty}
      >
        {(items) => (
          <RegionList
            rows={items}
            onEdit={(row) => row.region && setTarget({ mode: 'edit', region: row.region, name: row.name, pending: row.pending })}
            onDelete={setRemoving}
          />
        )}
      </QueryState>
      <RegionDialog target={target} onClose={() => setTarget(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={texts.deleteTitle}
        description={texts.deleteDescription(removing?.name ?? '')}
        onConfirm={confirmDelete}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
