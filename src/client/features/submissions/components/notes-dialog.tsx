/** A submission's notes for its player: the thread with staff, and the form to add a note (through the outbox, offline too). */
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { Button } from '../../../components/ui/first-visit/button';
import { Dialog } from '../../../components/ui/on-demand/dialog';
import { submissionTexts } from '../texts';
import { NotesThread } from './notes-thread';

const texts = submissionTexts.notes;

type Props = { type: LevelType; target: { id: number; name: string; label: string } | null; onClose: () => void };

export function NotesDialog({ type, target, onClose }: Props) {
  return (
    <Dialog.Root open={target !== null} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Dialog.Popup
        className={css({
          display: 'grid',
          gap: '4',
          p: '6',
          width: 'min(36rem, calc(100vw - 2rem))',
          maxHeight: 'calc(100dvh - 2rem)',
          overflowY: 'auto',
          minWidth: '0',
        })}
      >
        {target ? (
          <>
            <Dialog.Title>{texts.title(target.name)}</Dialog.Title>
            <NotesThread type={type} id={target.id} label={target.label} staff={false} />
            <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
              <Dialog.CloseTrigger asChild>
                <Button variant="outline">{texts.close}</Button>
              </Dialog.CloseTrigger>
            </div>
          </>
        ) : null}
      </Dialog.Popup>
    </Dialog.Root>
  );
}
