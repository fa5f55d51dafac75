/**
 * Rejecting from a row's status menu: its player is told at once, so the choice asks first, with the
 * reason the player reads (as the review dialog does). Cancel leaves the submission as it was.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../../../components/ui/first-visit/button';
import { Dialog } from '../../../../components/ui/on-demand/dialog';
import { confirmTexts } from '../../../../components/ui/on-demand/texts';
import type { StaffSubmission } from '../../staff-queries';
import { staffSubmissionTexts } from '../../staff-texts';
import { ReasonField } from './reason-field';

const texts = staffSubmissionTexts.review;

type Props = { submission: StaffSubmission | null; levelName: string; onReject: (reason: string | null) => void; onClose: () => void };

export function RejectDialog({ submission, levelName, onReject, onClose }: Props) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog.Root open={submission !== null} onOpenChange={(details) => !details.open && close()} role="alertdialog" lazyMount unmountOnExit>
      <Dialog.Popup
        className={css({ display: 'grid', gap: '4', p: '6', width: 'min(30rem, calc(100vw - 2rem))', minWidth: '0' })}
        data-reject-dialog
      >
        {submission ? (
          <>
            <div className={css({ display: 'grid', gap: '1' })}>
              <Dialog.Title>{texts.rejectTitle(submission.player, levelName)}</Dialog.Title>
              <Dialog.Description>{texts.rejectDescription(submission.player)}</Dialog.Description>
            </div>
            <ReasonField value={reason} onChange={setReason} />
            <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">{confirmTexts.cancel}</Button>
              </Dialog.CloseTrigger>
              <Button
                onClick={() => {
                  const given = reason.trim() || null;
                  setReason('');
                  onReject(given);
                }}
              >
                {texts.reject}
              </Button>
            </div>
          </>
        ) : null}
      </Dialog.Popup>
    </Dialog.Root>
  );
}
