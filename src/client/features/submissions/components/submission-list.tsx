/**
 * The player's submissions of one type: queued ones first (from the outbox, at once), then what the
 * server holds, newest first. Loading, error (with a retry) and empty states; the §8 toasts when the
 * list or the level names cannot be fetched. `shown` (the inbox leads there) is scrolled to, marked
 * and focused once the list holds it, with its notes open when asked.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { QueryState } from '../../../components/ui/first-visit/query-state';
import { Skeleton } from '../../../components/ui/first-visit/skeleton';
import { useOutboxRead, useOwnEntries, type OutboxEntry } from '../../../lib/outbox/outbox';
import { queuedOf, type QueuedOf } from '../../../lib/outbox/writes';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { SUBMISSION_CREATE, SUBMISSION_DELETE, deleteSubmission } from '../mutations';
import { submissionLevelsQueryOptions, submissionsQueryOptions, type Submission } from '../queries';
import { submissionTexts as texts } from '../texts';
import { DeleteDialog } from './delete-dialog';
import { NotesDialog } from './notes-dialog';
import { PendingRow } from './pending-row';
import { rowStyles as styles } from './row-styles';
import { SubmissionRow, submissionValueText } from './submission-row';
import { refusalText } from '../../../lib/refusals/words';

/** A submission to show: the one a notification is about. */
export type ShownSubmission = { id: number; notes: boolean };

type Props = { type: LevelType; shown?: ShownSubmission; onEdit: (entry: OutboxEntry) => void };
type Row = { pending: QueuedOf<typeof SUBMISSION_CREATE> } | { submission: Submission };

export function SubmissionList({ type, shown, onEdit }: Props) {
  const query = useQuery(submissionsQueryOptions(type));
  const levels = useQuery(submissionLevelsQueryOptions(type));
  const [target, setTarget] = useState<{ submission: Submission; name: string } | null>(null);
  const [notesOf, setNotesOf] = useState<{ id: number; name: string; label: string } | null>(null);
  useFailureToast(query, texts.toasts.fetchFailed);
  useFailureToast(levels, texts.toasts.levelsFailed);

  const names = useMemo(() => new Map(levels.data?.map((level) => [level.id, level.name])), [levels.data]);
  const entries = useOwnEntries();
  const ofType = (data: { type: LevelType }) => data.type === type;
  const queued = queuedOf(entries, SUBMISSION_CREATE, ofType).reverse();
  const deletes = queuedOf(entries, SUBMISSION_DELETE, ofType);
  // A delete the server refused is no longer under way: the row says why and offers delete again.
  const deleting = new Set(deletes.filter(({ entry }) => entry.state !== 'attention').map(({ data }) => data.id));
  const refused = new Map(
    deletes.filter(({ entry }) => entry.state === 'attention').map(({ entry, data }) => [data.id, refusalText(entry.error) ?? '']),
  );

  const notesTarget = useCallback(
    (submission: Submission) => {
      const name = names.get(submission.level) ?? submission.level;
      return { id: submission.id, name, label: `${name} ${submissionValueText(submission)}` };
    },
    [names],
  );
  // The notes of the shown submission open once, when the list (and its level's name) has come.
  const notesOpened = useRef<number | null>(null);
  useEffect(() => {
    if (!shown?.notes || notesOpened.current === shown.id || !levels.data) return;
    const submission = query.data?.find((row) => row.id === shown.id);
    if (!submission) return;
    notesOpened.current = shown.id;
    setNotesOf(notesTarget(submission));
  }, [shown?.notes, shown?.id, levels.data, query.data, notesTarget]);

  const confirmDelete = () => {
    if (!target) return;
    const { submission, name } = target;
    setTarget(null);
    void deleteSubmission(type, submission.id, name, submissionValueText(submission));
  };

  // Queued rows show at once, before (or without) the server's list, and the list waits for the device's
  // queue to be read (after a restart it is not in memory yet): it never paints without them.
  const outboxRead = useOutboxRead();
  const rows: Row[] | undefined =
    outboxRead && (query.data || queued.length)
      ? [...queued.map((pending) => ({ pending })), ...(query.data ?? []).map((submission) => ({ submission }))]
      : undefined;
  const loading = (
    <div aria-busy="true" aria-label={texts.loading} className={styles.list}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className={css({ height: '14' })} />
      ))}
    </div>
  );
  return (
    <>
      <QueryState
        query={{ data: rows, isPending: (query.isPending || !outboxRead) && !rows, refetch: query.refetch }}
        loading={loading}
        error={texts.toasts.fetchFailed}
        empty={texts.empty}
      >
        {(items) => (
          <ul aria-label={texts.listLabel(texts.types[type])} className={styles.list}>
            {items.map((row) =>
              'pending' in row ? (
                <PendingRow key={row.pending.entry.id} queued={row.pending} onEdit={() => onEdit(row.pending.entry)} />
              ) : (
                <SubmissionRow
                  key={row.submission.id}
                  submission={row.submission}
                  levelName={names.get(row.submission.level)}
                  deleting={deleting.has(row.submission.id)}
                  deleteRefused={refused.get(row.submission.id)}
                  onDelete={() => setTarget({ submission: row.submission, name: names.get(row.submission.level) ?? row.submission.level })}
                  shown={row.submission.id === shown?.id}
                  onNotes={() => setNotesOf(notesTarget(row.submission))}
                />
              ),
            )}
          </ul>
        )}
      </QueryState>
      <NotesDialog type={type} target={notesOf} onClose={() => setNotesOf(null)} />
      <DeleteDialog
        label={target ? `${target.name} ${submissionValueText(target.submission)}` : null}
        onConfirm={confirmDelete}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
