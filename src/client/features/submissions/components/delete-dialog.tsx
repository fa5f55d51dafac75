/** Asks before a submission is deleted; the delete itself goes through the outbox. */
import { css } from 'styled-system/css';
import { Button } from '../../../components/ui/first-visit/button';
import { Dialog } from '../../../components/ui/on-demand/dialog';
import { submissionTexts as texts } from '../texts';

type Props = { label: string | null; onConfirm: () => void; onClose: () => void };

export function DeleteDialog({ label, onConfirm, onClose }: Props) {
  return (
    <Dialog.Root open={label !== null} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" lazyMount unmountOnExit>
      <Dialog.Popup className={css({ display: 'grid', gap: '4', p: '6', width: 'min(26rem, calc(100vw - 2rem))', minWidth: '0' })}>
        <div className={css({ display: 'grid', gap: '1' })}>
          <Dialog.Title>{texts.deleteTitle}</Dialog.Title>
          <Dialog.Description>{texts.deleteDescription(label ?? '')}</Dialog.Description>
        </div>
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">{texts.cancel}</Button>
          </Dialog.CloseTrigger>
          <Button onClick={onConfirm}>{texts.deleteConfirm}</Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
