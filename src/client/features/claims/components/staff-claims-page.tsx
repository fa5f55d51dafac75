/**
 * The staff's Claims screen: claims of players with no sign-in, waiting ones first, then newest, a
 * page of 10 at a time, filtered by status (a change goes back to the first page). Approve asks first
 * (two players become one, for good), and asks again when the player claimed is staff (the claimant
 * becomes staff: only then does the approval carry `confirmStaff`); Refuse takes an optional reason
 * the claimant reads. Both go through the outbox, and a decision still queued marks its row; deciding
 * again replaces a refused one.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { CLAIM_STATUSES } from '../../../../shared/constants';
import { useDocumentTitle } from '../../../components/layout/document-title';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { ConfirmDialog } from '../../../components/ui/on-demand/confirm-dialog';
import { Pagination } from '../../../components/ui/on-demand/pagination';
import { SegmentGroup } from '../../../components/ui/on-demand/segment-group';
import { useAuth } from '../../../lib/auth/auth-store';
import { useOwnEntries } from '../../../lib/outbox/outbox';
import { latestPerRow, queuedOf } from '../../../lib/outbox/writes';
import { notify } from '../../../lib/toast';
import { CLAIM_APPROVE, CLAIM_REFUSE, approveClaim } from '../staff-mutations';
import { staffClaimKeys, staffClaimPageQueryOptions, type Claim, type ClaimFilter } from '../queries';
import { staffClaimTexts as texts } from '../staff-texts';
import { ClaimRow } from './claim-row';
import { RefuseDialog } from './refuse-dialog';

const styles = {
  page: css({ display: 'grid', gap: '4', alignContent: 'start' }),
  title: css({ textStyle: { base: 'xl', sm: '2xl' }, fontWeight: 'bold' }),
  muted: css({ color: 'fg.muted', textStyle: 'sm' }),
  list: css({ display: 'grid', gap: '2' }),
};

/** Who claims, by the name they have now (the one they claimed with once their account is gone). */
const claimantOf = (claim: Claim) => claim.claimant?.name ?? claim.claimantName;

const filters = (): readonly { value: ClaimFilter; label: string }[] => [
  { value: 'ALL', label: texts.filters.ALL },
  ...CLAIM_STATUSES.map((status) => ({ value: status, label: texts.filters[status] })),
];

export function StaffClaimsPage() {
  useDocumentTitle(texts.title);
  const { user } = useAuth();
  const [status, setStatus] = useState<ClaimFilter>('ALL');
  const [page, setPage] = useState(0);
  const query = useQuery(staffClaimPageQueryOptions(status, page));
  const entries = useOwnEntries();
  const pending = useMemo(() => {
    const decisions = latestPerRow([...queuedOf(entries, CLAIM_APPROVE), ...queuedOf(entries, CLAIM_REFUSE)], ({ data }) => data.id);
    return new Map([...decisions].map(([id, { entry }]) => [id, entry]));
  }, [entries]);
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState<Claim | null>(null);
  /** The second question, for the claim of a staff player. */
  const [makingStaff, setMakingStaff] = useState<Claim | null>(null);
  const [refusing, setRefusing] = useState<Claim | null>(null);

  const send = (claim: Claim, confirmStaff: boolean) => {
    const refused = pending.get(claim.id);
    approveClaim(claim, { confirmStaff, entryId: refused?.state === 'attention' ? refused.id : undefined })
      .then((outcome) => {
        // The player was made staff since this page loaded: show it, so that Approve asks again.
        if (outcome.entry?.error?.code === 'staff_claim_unconfirmed') void queryClient.invalidateQueries({ queryKey: staffClaimKeys.all });
      })
      .catch(() => notify(texts.toasts.approveFailed, { type: 'error' }));
  };
  const confirmApprove = () => {
    const claim = approving;
    setApproving(null);
    if (!claim) return;
    if (claim.playerIsStaff) setMakingStaff(claim);
    else send(claim, false);
  };
  const confirmStaff = () => {
    const claim = makingStaff;
    setMakingStaff(null);
    if (claim) send(claim, true);
  };
  const filter = (next: ClaimFilter) => {
    setStatus(next);
    setPage(0);
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{texts.title}</h1>
      <p className={styles.muted}>{texts.intro}</p>
      <SegmentGroup label={texts.filterLabel} value={status} options={filters()} onChange={filter} />
      <QueryState query={query} loading={<p className={styles.muted}>{texts.loading}</p>} error={texts.failed} empty={texts.empty}>
        {(data) =>
          data.content.length === 0 ? (
            <p className={styles.muted}>{texts.empty}</p>
          ) : (
            <>
              <span className={styles.muted} data-total>
                {texts.count(data.totalElements)}
              </span>
              <ul aria-label={texts.listLabel} className={styles.list} aria-busy={query.isPlaceholderData || undefined}>
                {data.content.map((claim) => (
                  <ClaimRow
                    key={claim.id}
                    claim={claim}
                    self={user?.playerId}
                    pending={pending.get(claim.id)}
                    onApprove={() => setApproving(claim)}
                    onRefuse={() => setRefusing(claim)}
                  />
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
      <Pagination page={page} totalPages={query.data?.totalPages ?? 0} onChange={setPage} />
      <ConfirmDialog
        open={approving !== null}
        title={texts.approveTitle}
        description={approving ? texts.approveDescription(approving.player.name, claimantOf(approving)) : ''}
        confirm={texts.approve}
        onConfirm={confirmApprove}
        onClose={() => setApproving(null)}
      />
      <ConfirmDialog
        open={makingStaff !== null}
        title={makingStaff ? texts.staffPlayer.title(claimantOf(makingStaff)) : ''}
        description={makingStaff ? texts.staffPlayer.description(makingStaff.player.name, claimantOf(makingStaff)) : ''}
        confirm={texts.staffPlayer.confirm}
        onConfirm={confirmStaff}
        onClose={() => setMakingStaff(null)}
      />
      <RefuseDialog claim={refusing} onClose={() => setRefusing(null)} />
    </section>
  );
}
