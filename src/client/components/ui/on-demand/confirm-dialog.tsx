/**
 * Asks before something is removed: a title, what will happen, Cancel and a confirm button. Open while
 * `open` is true; the action itself (through the outbox) is the caller's.
 */
import { css } from 'styled-system/css';
import { Button } from '../first-visit/button';
import { Dialog } from './dialog';
import { confirmTexts } from './texts';

type Props = {
  open: boolean;
  title: string;
  description: string;
  confirm?: string;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({ open, title, description, confirm = confirmTexts.delete, onConfirm, onClose }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog" lazyMount unmountOnExit>
      <Dialog.Popup className={css({ display: 'grid', gap: '4', p: '6', width: 'min(26rem, calc(100vw - 2rem))', minWidth: '0' })}>
        <div className={css({ display: 'grid', gap: '1' })}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </div>
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">{confirmTexts.cancel}</Button>
          </Dialog.CloseTrigger>
          <Button onClick={onConfirm}>{confirm}</Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
