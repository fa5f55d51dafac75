/**
 * One submission in the staff queue: player, level, value and comment; its status chooser; the video
 * and raw footage links; delete. A status change or a delete still in the outbox shows in place: the
 * chooser holds the queued status, and the PendingMark says it is not sent yet (or why it was refused).
 */
import { Film, Trash2, Video } from 'lucide-react';
import { css } from 'styled-system/css';
import type { SubmissionStatus } from '../../../../../shared/constants';
import { PendingMark } from '../../../../components/outbox/pending-mark';
import { FlaggedBadge } from '../../../../components/staff/flagged-badge';
import { Button, IconButton } from '../../../../components/ui/first-visit/button';
import { IconLink, IconLinkSlot } from '../../../../components/ui/on-demand/icon-link';
import { TimeAgo } from '../../../../components/ui/on-demand/time-ago';
import type { OutboxEntry } from '../../../../lib/outbox/outbox';
import { STAFF_SUBMISSION_STATUS, submissionValueText } from '../../mutations';
import type { StaffSubmission } from '../../staff-queries';
import { staffSubmissionTexts as texts } from '../../staff-texts';
import { ClaimLine } from './claim-line';
import type { ClaimView } from './claim-view';
import { StatusSelect } from './status-select';

const styles = {
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    columnGap: '3',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg.default',
    minWidth: '0',
    '&[data-pending]': { borderStyle: 'dashed' },
    '&[data-deleting]': { opacity: '0.6' },
  }),
  main: css({ display: 'grid', gap: '0.5', flex: '1 1 14rem', minWidth: '0' }),
  title: css({ display: 'flex', flexWrap: 'wrap', columnGap: '2', alignItems: 'baseline', minWidth: '0' }),
  player: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  level: css({ overflowWrap: 'anywhere' }),
  value: css({ textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  comment: css({ textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere', fontStyle: 'italic' }),
  // The same slots on every row (an empty one where there is no raw footage), so the choosers line up.
  // On a phone the controls take their own line from its start; beside the text from sm, at the row's end.
  side: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1',
    flexWrap: 'nowrap',
    minWidth: '0',
    flexBasis: { base: 'full', sm: 'auto' },
    marginInlineStart: { base: '0', sm: 'auto' },
  }),
  note: css({ textStyle: 'sm', color: 'fg.muted', flexBasis: 'full', overflowWrap: 'anywhere' }),
  review: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', pt: '1', minWidth: '0' }),
};

type Props = {
  submission: StaffSubmission;
  levelName: string | undefined;
  /** A status change of this submission still in the outbox. */
  queuedStatus: OutboxEntry | undefined;
  /** A delete of this submission still in the outbox. */
  queuedDelete: OutboxEntry | undefined;
  /** The record the last status change here left, as a line (from the server's answer). */
  record: string | undefined;
  /** Who is reviewing it, with a claim or give-up still in the outbox. */
  claim: ClaimView;
  onStatus: (status: SubmissionStatus) => void;
  onDelete: () => void;
  onClaim: () => void;
  onRelease: () => void;
  /** Opens the review (notes, the decision with its reason). */
  onReview: () => void;
};

export function SubmissionRow({
  submission,
  levelName,
  queuedStatus,
  queuedDelete,
  record,
  claim,
  onStatus,
  onDelete,
  onClaim,
  onRelease,
  onReview,
}: Props) {
  const level = levelName ?? texts.loadingLevelName;
  const { player } = submission;
  const status = (queuedStatus && STAFF_SUBMISSION_STATUS.read(queuedStatus)?.status) ?? submission.status;
  const deleting = queuedDelete !== undefined && queuedDelete.state !== 'attention';
  return (
    <li
      className={styles.row}
      data-pending={queuedStatus || queuedDelete ? 'true' : undefined}
      data-deleting={deleting || undefined}
      data-submission={submission.id}
    >
      <div className={styles.main}>
        <div className={styles.title}>
          <span className={styles.player}>
            <bdi>{player}</bdi>
          </span>
          <FlaggedBadge flagged={submission.playerFlagged} />
          <span className={styles.level}>{level}</span>
          <span className={styles.value}>{submissionValueText(submission)}</span>
        </div>
        <TimeAgo date={submission.submissionDate} text={texts.submitted} />
        {submission.comment ? (
          <span className={styles.comment} dir="auto">
            {submission.comment}
          </span>
        ) : null}
        <span className={styles.review}>
          <Button variant="outline" aria-label={texts.review.openFor(player, level)} onClick={onReview} disabled={deleting}>
            {texts.review.open}
          </Button>
          <ClaimLine submission={submission} levelName={level} claim={claim} onClaim={onClaim} onRelease={onRelease} />
        </span>
      </div>
      <div className={styles.side}>
        <StatusSelect value={status} label={texts.statusLabel(player, level)} disabled={deleting} onChange={onStatus} />
        <IconLink href={submission.link} label={texts.video(player, level)}>
          <Video size={18} aria-hidden="true" />
        </IconLink>
        {submission.rawFootage ? (
          <IconLink href={submission.rawFootage} label={texts.rawFootage(player, level)}>
            <Film size={18} aria-hidden="true" />
          </IconLink>
        ) : (
          <IconLinkSlot />
        )}
        <IconButton aria-label={texts.delete(player, level)} variant="ghost" onClick={onDelete} disabled={deleting}>
          <Trash2 />
        </IconButton>
      </div>
      <PendingMark entry={queuedDelete ?? queuedStatus} className={styles.note} />
      {record ? <p className={styles.note}>{record}</p> : null}
    </li>
  );
}
