/**
 * Reviewing one submission: what was sent (the video, embedded when it can be), what it is weighed
 * against (the level's place and requirement, the player's record there now), who is reviewing it
 * (Claim / Give up), its notes (the thread with its player and the staff-only notes, drawn apart)
 * with the form to add one, and the decision: Approve, Approve and next (the next in the queue opens
 * once the approval is through), or Reject with an optional reason its player reads. Every write goes
 * through the outbox, so a reviewer offline works on and it is sent later.
 */
import { Film } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType, SubmissionStatus } from '../../../../../shared/constants';
import { Button } from '../../../../components/ui/first-visit/button';
import { Dialog } from '../../../../components/ui/on-demand/dialog';
import { IconLink } from '../../../../components/ui/on-demand/icon-link';
import { VideoEmbed } from '../../../../components/video-embed';
import type { Level } from '../../../levels/queries';
import { submissionValueText } from '../../mutations';
import type { StaffSubmission } from '../../staff-queries';
import { staffSubmissionTexts } from '../../staff-texts';
import { NotesThread } from '../notes-thread';
import type { ClaimView } from './claim-view';
import { ClaimLine } from './claim-line';
import { ReasonField } from './reason-field';
import { ReviewFacts } from './review-facts';

const texts = staffSubmissionTexts.review;

const styles = {
  popup: css({
    display: 'grid',
    gap: '4',
    p: '6',
    width: 'min(40rem, calc(100vw - 2rem))',
    maxHeight: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    minWidth: '0',
  }),
  facts: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', color: 'fg.muted' }),
  comment: css({ fontStyle: 'italic', overflowWrap: 'anywhere', color: 'fg.muted' }),
  decision: css({ display: 'grid', gap: '2', borderTopWidth: '1px', pt: '4' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' }),
};

type Props = {
  type: LevelType;
  submission: StaffSubmission | null;
  levelName: string;
  /** The level it is for, from the ranked list (undefined while loading, or once removed). */
  level: Level | undefined;
  claim: ClaimView;
  /** A status change of it still in the outbox. */
  queuedStatus: { status: SubmissionStatus; reason?: string | null } | undefined;
  onClaim: () => void;
  onRelease: () => void;
  onDecide: (status: SubmissionStatus, reason?: string | null) => void;
  /** Approves it, then opens the next one in the queue. */
  onApproveNext: () => void;
  onClose: () => void;
};

type BodyProps = Omit<Props, 'submission' | 'onClose'> & { submission: StaffSubmission };

/** The dialog's content for one submission: its own reason, so the next one opened starts with none. */
function ReviewBody({ type, submission, levelName, level, claim, queuedStatus, onClaim, onRelease, onDecide, onApproveNext }: BodyProps) {
  const [reason, setReason] = useState('');
  return (
    <>
      <div className={css({ display: 'grid', gap: '2' })}>
        <Dialog.Title>{texts.title(submission.player, levelName)}</Dialog.Title>
        <Dialog.Description className={styles.facts}>
          <span>{submissionValueText(submission)}</span>
          <span>{staffSubmissionTexts.status[queuedStatus?.status ?? submission.status]}</span>
        </Dialog.Description>
        {submission.comment ? (
          <p className={styles.comment} dir="auto">
            {submission.comment}
          </p>
        ) : null}
        <ReviewFacts type={type} submission={submission} level={level} />
        <VideoEmbed link={submission.link} texts={{ ...texts.video, title: texts.video.title(submission.player, levelName) }} />
        <div className={styles.facts}>
          {submission.rawFootage ? (
            <IconLink href={submission.rawFootage} label={staffSubmissionTexts.rawFootage(submission.player, levelName)}>
              <Film size={18} aria-hidden="true" />
            </IconLink>
          ) : null}
          <ClaimLine submission={submission} levelName={levelName} claim={claim} onClaim={onClaim} onRelease={onRelease} />
        </div>
      </div>
      <NotesThread type={type} id={submission.id} label={`${submission.player}: ${levelName} ${submissionValueText(submission)}`} staff />
      <div className={styles.decision}>
        <ReasonField value={reason} onChange={setReason} />
        <div className={styles.buttons}>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">{texts.close}</Button>
          </Dialog.CloseTrigger>
          <Button variant="outline" onClick={() => onDecide('REJECTED', reason.trim() || null)}>
            {texts.reject}
          </Button>
          <Button variant="outline" onClick={() => onDecide('APPROVED')}>
            {texts.approve}
          </Button>
          <Button onClick={onApproveNext}>{texts.approveNext}</Button>
        </div>
      </div>
    </>
  );
}

export function ReviewDialog({ submission, onClose, ...rest }: Props) {
  return (
    <Dialog.Root open={submission !== null} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Dialog.Popup className={styles.popup} data-review-dialog>
        {submission ? <ReviewBody key={submission.id} submission={submission} {...rest} /> : null}
      </Dialog.Popup>
    </Dialog.Root>
  );
}
