/**
 * Reviewing one submission: what was sent, who is reviewing it (Claim / Give up), its notes (the
 * thread with its player and the staff-only notes, drawn apart) with the form to add one, and the
 * decision: Approve, or Reject with an optional reason its player reads. Every write goes through the
 * outbox, so a reviewer offline works on and it is sent later.
 */
import { Video } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType, SubmissionStatus } from '../../../../../shared/constants';
import { Button } from '../../../../components/ui/first-visit/button';
import { Dialog } from '../../../../components/ui/on-demand/dialog';
import { IconLink } from '../../../../components/ui/on-demand/icon-link';
import { submissionValueText } from '../../mutations';
import type { StaffSubmission } from '../../staff-queries';
import { staffSubmissionTexts } from '../../staff-texts';
import { NotesThread } from '../notes-thread';
import type { ClaimView } from './claim-view';
import { ClaimLine } from './claim-line';
import { ReasonField } from './reason-field';

const texts = staffSubmissionTexts.review;

const styles = {
  popup: css({ display: 'grid', gap: '4', p: '6', width: 'min(40rem, calc(100vw - 2rem))', maxHeight: 'calc(100dvh - 2rem)', overflowY: 'auto', minWidth: '0' }),
  facts: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', color: 'fg.muted' }),
  comment: css({ fontStyle: 'italic', overflowWrap: 'anywhere', color: 'fg.muted' }),
  decision: css({ display: 'grid', gap: '2', borderTopWidth: '1px', pt: '4' }),
  buttons: css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' }),
};

type Props = {
  type: LevelType;
  submission: StaffSubmission | null;
  levelName: string;
  claim: ClaimView;
  /** A status change of it still in the outbox. */
  queuedStatus: { status: SubmissionStatus; reason?: string | null } | undefined;
  onClaim: () => void;
  onRelease: () => void;
  onDecide: (status: SubmissionStatus, reason?: string | null) => void;
  onClose: () => void;
};

export function ReviewDialog({ type, submission, levelName, claim, queuedStatus, onClaim, onRelease, onDecide, onClose }: Props) {
  const [reason, setReason] = useState('');
  const open = submission !== null;
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} lazyMount unmountOnExit>
      <Dialog.Popup className={styles.popup} data-review-dialog>
        {submission ? (
          <>
            <div className={css({ display: 'grid', gap: '1' })}>
              <Dialog.Title>{texts.title(submission.player, levelName)}</Dialog.Title>
              <Dialog.Description className={styles.facts}>
                <span>{submissionValueText(submission)}</span>
                <span>{staffSubmissionTexts.status[queuedStatus?.status ?? submission.status]}</span>
              </Dialog.Description>
              {submission.comment ? <p className={styles.comment} dir="auto">{submission.comment}</p> : null}
              <div className={styles.facts}>
                <IconLink href={submission.link} label={staffSubmissionTexts.video(submission.player, levelName)}>
                  <Video size={18} aria-hidden="true" />
                </IconLink>
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
                <Button variant="outline" onClick={() => onDecide('REJECTED', reason.trim() || null)}>{texts.reject}</Button>
                <Button onClick={() => onDecide('APPROVED')}>{texts.approve}</Button>
              </div>
            </div>
          </>
        ) : null}
      </Dialog.Popup>
    </Dialog.Root>
  );
}
