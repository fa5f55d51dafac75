/**
 * One level type's queue: its total, 'Review next', a status filter (a change goes back to the first
 * page), a page of 10 from the server (pending first, then oldest first) and the pages; a row opens its
 * review (notes, the decision). Claims, status changes and deletes go through the outbox; those still
 * queued show in place on their rows. Offline, 'Review next' claims the oldest pending submission of
 * the page nobody is reviewing, and the server settles it once the claim is sent.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { SUBMISSION_STATUSES, type LevelType, type SubmissionStatus } from '../../../../../shared/constants';
import { Button } from '../../../../components/ui/first-visit/button';
import { QueryState } from '../../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../../components/ui/first-visit/skeleton';
import { ConfirmDialog } from '../../../../components/ui/on-demand/confirm-dialog';
import { Pagination } from '../../../../components/ui/on-demand/pagination';
import { usePageInRange } from '../../../../components/ui/on-demand/use-page-in-range';
import { SegmentGroup } from '../../../../components/ui/on-demand/segment-group';
import { discard, useOwnEntries, type OutboxEntry, type Outcome } from '../../../../lib/outbox/outbox';
import { latestPerRow, queuedOf, type WriteDef } from '../../../../lib/outbox/writes';
import { useAuth } from '../../../../lib/auth/auth-store';
import { notify } from '../../../../lib/toast';
import { useFailureToast } from '../../../../lib/use-failure-toast';
import { submissionLevelsQueryOptions } from '../../queries';
import {
  STAFF_SUBMISSION_DELETE,
  STAFF_SUBMISSION_STATUS,
  changeSubmissionStatus,
  deleteStaffSubmission,
  recordLine,
  submissionValueText,
} from '../../mutations';
import { STAFF_SUBMISSION_CLAIM, STAFF_SUBMISSION_RELEASE, claimSubmission, releaseSubmission, reviewNext } from '../../review-mutations';
import { staffSubmissionPageQueryOptions, type StaffSubmission, type StatusFilter } from '../../staff-queries';
import { staffSubmissionTexts as texts } from '../../staff-texts';
import { claimView } from './claim-view';
import { RejectDialog } from './reject-dialog';
import { ReviewDialog } from './review-dialog';
import { SubmissionRow } from './submission-row';

const filters = (): readonly { value: StatusFilter; label: string }[] => [
  { value: 'ALL', label: texts.filterAll },
  ...SUBMISSION_STATUSES.map((status) => ({ value: status, label: texts.status[status] })),
];

const styles = {
  panel: css({ display: 'grid', gap: '3', alignContent: 'start', minWidth: '0' }),
  header: css({ display: 'flex', flexWrap: 'wrap', gap: '2', columnGap: '4', alignItems: 'baseline', justifyContent: 'space-between' }),
  heading: css({ textStyle: 'lg', fontWeight: 'semibold' }),
  total: css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  list: css({ display: 'grid', gap: '2' }),
};

/** The latest queued write of `write` of each submission of this type, by submission id. */
function useQueued<K extends string, D extends { type: LevelType; id: number }>(
  write: WriteDef<K, D>,
  type: LevelType,
): Map<number, OutboxEntry> {
  const entries = useOwnEntries();
  return useMemo(() => {
    const queued = latestPerRow(
      queuedOf(entries, write, (data) => data.type === type),
      ({ data }) => data.id,
    );
    return new Map([...queued].map(([id, { entry }]) => [id, entry]));
  }, [entries, write, type]);
}

const readStatus = (entry: OutboxEntry | undefined) => (entry ? STAFF_SUBMISSION_STATUS.read(entry) : undefined);

/** The page's rows with the ones decided here back at their place, should the server have moved them off it. */
function keepInPlace(
  rows: StaffSubmission[] | undefined,
  kept: ReadonlyMap<number, { submission: StaffSubmission; at: number }>,
): StaffSubmission[] | undefined {
  if (!rows || kept.size === 0) return rows;
  const shown = rows.filter((row) => !kept.has(row.id));
  for (const { submission, at } of [...kept.values()].sort((a, b) => a.at - b.at)) {
    const fresh = rows.find((row) => row.id === submission.id);
    shown.splice(Math.min(at, shown.length), 0, fresh ?? submission);
  }
  return shown;
}

export function SubmissionPanel({ type }: { type: LevelType }) {
  const headingId = useId();
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [page, setPage] = useState(0);
  const query = useQuery(staffSubmissionPageQueryOptions(type, status, page));
  const levels = useQuery(submissionLevelsQueryOptions(type));
  const statusEntries = useQueued(STAFF_SUBMISSION_STATUS, type);
  const deleteEntries = useQueued(STAFF_SUBMISSION_DELETE, type);
  const claimEntries = useQueued(STAFF_SUBMISSION_CLAIM, type);
  const releaseEntries = useQueued(STAFF_SUBMISSION_RELEASE, type);
  const me = useAuth().user?.playerId;
  // The submission under review in the dialog: its id, and the row as last known (Review next may claim one off this page).
  const [reviewing, setReviewing] = useState<StaffSubmission | null>(null);
  const [records, setRecords] = useState<ReadonlyMap<number, string>>(new Map());
  // Rows decided here stay where they were, with their new status, until the page or the filter
  // changes: the server's order (pending first) or the filter would move them out of sight.
  const [kept, setKept] = useState<ReadonlyMap<number, { submission: StaffSubmission; at: number }>>(new Map());
  const [target, setTarget] = useState<StaffSubmission | null>(null);
  // A rejection chosen in a row's status menu, waiting for its reason (its player is told at once).
  const [rejecting, setRejecting] = useState<{ submission: StaffSubmission; at: number } | null>(null);
  useFailureToast(query, texts.toasts.fetchFailed);
  useFailureToast(levels, texts.toasts.levelsFailed);

  const names = useMemo(() => new Map(levels.data?.map((level) => [level.id, level.name])), [levels.data]);
  const nameOf = (submission: StaffSubmission) => names.get(submission.level) ?? submission.level;
  const data = query.data;

  const shown = useMemo(() => keepInPlace(data?.content, kept), [data?.content, kept]);
  const reviewed = reviewing && (shown?.find((row) => row.id === reviewing.id) ?? reviewing);

  const turn = (next: number) => {
    setKept(new Map());
    setPage(next);
  };
  // A page emptied by deletes or decisions elsewhere: show the last page that still has rows. As when
  // turned by hand, the rows kept in place are let go (they were kept on the page that emptied).
  usePageInRange(page, query, turn);
  const filter = (next: StatusFilter) => {
    setStatus(next);
    turn(0);
  };

  /** Whether choosing `next` only drops a queued change: back to what the server holds. */
  const backToStored = (submission: StaffSubmission, next: SubmissionStatus) => {
    const queued = statusEntries.get(submission.id);
    return queued !== undefined && queued.state !== 'sending' && next === submission.status;
  };
  /** Sends a status change (or drops the queued one); the outcome once heard, none when only dropped. */
  const change = async (
    submission: StaffSubmission,
    next: SubmissionStatus,
    at: number,
    reason?: string | null,
  ): Promise<Outcome | undefined> => {
    const queued = statusEntries.get(submission.id);
    if (backToStored(submission, next) && reason === undefined) return void (await discard(queued!.id));
    const name = nameOf(submission);
    const outcome = await changeSubmissionStatus(
      type,
      submission,
      next,
      name,
      queued?.state === 'sending' ? undefined : queued?.id,
      reason,
    );
    if (outcome.state !== 'done') return outcome;
    setKept((previous) => new Map(previous).set(submission.id, { submission: { ...submission, status: next }, at }));
    const line = recordLine(outcome.answer, name);
    if (line) setRecords((previous) => new Map(previous).set(submission.id, line));
    return outcome;
  };

  const placeOf = (submission: StaffSubmission) => Math.max(0, shown?.findIndex((row) => row.id === submission.id) ?? 0);
  const claimOf = (submission: StaffSubmission) =>
    claimView(submission, me, claimEntries.get(submission.id), releaseEntries.get(submission.id));
  const labelOf = (submission: StaffSubmission) => `${submission.player}: ${nameOf(submission)} ${submissionValueText(submission)}`;
  const claim = (submission: StaffSubmission) => void claimSubmission(type, submission.id, labelOf(submission));
  const release = (submission: StaffSubmission) => void releaseSubmission(type, submission.id, labelOf(submission));

  /** 'Review next'; `decided` is one just decided here, which the page may not show as decided yet. */
  const next = async (decided?: number) => {
    if (!navigator.onLine) {
      const free = (shown ?? []).filter(
        (row) => row.id !== decided && row.status === 'PENDING' && claimOf(row).holder === null && !statusEntries.has(row.id),
      );
      const oldest = free.sort((a, b) => a.submissionDate.localeCompare(b.submissionDate) || a.id - b.id)[0];
      if (!oldest) return notify(texts.review.nothingLeft, { type: 'info' });
      claim(oldest);
      return setReviewing(oldest);
    }
    const claimed = await reviewNext(type);
    if (claimed === null) return notify(texts.review.nothingLeft, { type: 'info' });
    if (claimed) setReviewing(claimed);
  };

  const confirmDelete = () => {
    if (!target) return;
    const submission = target;
    setTarget(null);
    setKept((previous) => {
      const next = new Map(previous);
      next.delete(submission.id);
      return next;
    });
    void deleteStaffSubmission(type, submission, nameOf(submission));
  };

  const loading = (
    <div aria-busy="true" aria-label={texts.loading} className={styles.list}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className={css({ height: '16' })} />
      ))}
    </div>
  );
  return (
    <section aria-labelledby={headingId} className={styles.panel} data-type={type}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {texts.panel(type)}
        </h2>
        <span className={styles.total} data-total>
          {texts.total(data?.totalElements ?? 0)}
        </span>
        <Button variant="outline" onClick={() => void next()} aria-label={texts.review.nextLabel(texts.panel(type))}>
          {texts.review.next}
        </Button>
      </div>
      <SegmentGroup label={texts.filterLabel(type)} value={status} options={filters()} onChange={filter} />
      <QueryState
        query={{ data: shown, isPending: query.isPending, fetchStatus: query.fetchStatus, refetch: query.refetch }}
        loading={loading}
        error={texts.toasts.fetchFailed}
        empty={texts.empty}
      >
        {(rows) => (
          <ul aria-label={texts.panel(type)} className={styles.list} aria-busy={query.isPlaceholderData || undefined}>
            {rows.map((submission, at) => (
              <SubmissionRow
                key={submission.id}
                submission={submission}
                levelName={names.get(submission.level)}
                queuedStatus={statusEntries.get(submission.id)}
                queuedDelete={deleteEntries.get(submission.id)}
                record={records.get(submission.id)}
                claim={claimOf(submission)}
                onStatus={(status) =>
                  status === 'REJECTED' && !backToStored(submission, status)
                    ? setRejecting({ submission, at })
                    : void change(submission, status, at)
                }
                onDelete={() => setTarget(submission)}
                onClaim={() => claim(submission)}
                onRelease={() => release(submission)}
                onReview={() => setReviewing(submission)}
              />
            ))}
          </ul>
        )}
      </QueryState>
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={turn} />
      {/* The row as the page shows it now, when it is on the page (its claim and status kept fresh). */}
      <ReviewDialog
        type={type}
        submission={reviewed}
        levelName={reviewed ? nameOf(reviewed) : ''}
        level={reviewed ? levels.data?.find((level) => level.id === reviewed.level) : undefined}
        claim={reviewed ? claimOf(reviewed) : { holder: null, entry: undefined }}
        queuedStatus={reviewed ? readStatus(statusEntries.get(reviewed.id)) : undefined}
        onClaim={() => reviewed && claim(reviewed)}
        onRelease={() => reviewed && release(reviewed)}
        onDecide={(status, reason) => {
          if (!reviewed) return;
          void change(reviewed, status, placeOf(reviewed), reason);
          setReviewing(null);
        }}
        onApproveNext={() => {
          if (!reviewed) return;
          const decided = reviewed;
          setReviewing(null);
          // The next one once the approval is through (or queued offline); a refused one stays, marked on its row.
          void change(decided, 'APPROVED', placeOf(decided)).then((outcome) => {
            if (outcome?.state !== 'attention' && outcome?.state !== 'held') void next(decided.id);
          });
        }}
        onClose={() => setReviewing(null)}
      />
      <RejectDialog
        submission={rejecting?.submission ?? null}
        levelName={rejecting ? nameOf(rejecting.submission) : ''}
        onReject={(reason) => {
          if (!rejecting) return;
          void change(rejecting.submission, 'REJECTED', rejecting.at, reason);
          setRejecting(null);
        }}
        onClose={() => setRejecting(null)}
      />
      <ConfirmDialog
        open={target !== null}
        title={texts.deleteTitle}
        description={texts.deleteDescription(target ? `${target.player}: ${nameOf(target)} ${submissionValueText(target)}` : '')}
        onConfirm={confirmDelete}
        onClose={() => setTarget(null)}
      />
    </section>
  );
}
