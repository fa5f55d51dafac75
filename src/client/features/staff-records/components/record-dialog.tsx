/** The Add Record and Edit Record dialog around the form; a change refused while it is open is dropped when it is closed. */
import { X } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { IconButton } from '../../../components/ui/first-visit/button';
import { Dialog } from '../../../components/ui/on-demand/dialog';
import { discard, type OutboxEntry } from '../../../lib/outbox/outbox';
import { staffRecordTexts } from '../texts';
import { RecordForm, type RecordTarget } from './record-form';

const texts = staffRecordTexts.form;

type Props = { type: LevelType; target: RecordTarget | null; onClose: () => void };

export function RecordDialog({ type, target, onClose }: Props) {
  // Resent when the user corrects it, dropped when the user closes the dialog instead (they saw the refusal).
  const [refused, setRefused] = useState<OutboxEntry | null>(null);
  const close = (dropRefused: boolean) => {
    if (dropRefused && refused) void discard(refused.id);
    setRefused(null);
    onClose();
  };
  const editing = target?.mode === 'edit';
  return (
    <Dialog.Root open={target !== null} onOpenChange={(details) => !details.open && close(true)} lazyMount unmountOnExit>
      <Dialog.Popup className={css({ display: 'grid', gap: '4', p: '6', width: 'min(32rem, calc(100vw - 2rem))', minWidth: '0', marginBlock: 'auto' })}>
        <div className={css({ display: 'grid', gap: '1', paddingInlineEnd: '10' })}>
          <Dialog.Title>{editing ? texts.editTitle : texts.addTitle}</Dialog.Title>
          <Dialog.Description>{editing ? texts.editDescription : texts.addDescription}</Dialog.Description>
        </div>
        {target ? <RecordForm type={type} target={target} refused={refused} onRefused={setRefused} onDone={() => close(false)} /> : null}
        <Dialog.CloseTrigger asChild>
          <IconButton aria-label={texts.close} variant="ghost" className={css({ position: 'absolute', top: '2', insetInlineEnd: '2' })}>
            <X />
          </IconButton>
        </Dialog.CloseTrigger>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
