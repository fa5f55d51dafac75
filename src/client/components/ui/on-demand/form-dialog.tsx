/**
 * The one dialog around a form: a title, a description, the form, and a close button in the corner;
 * `FormActions` is the form's Cancel and submit row. Open while `open` is true; closing by the corner,
 * Escape, the backdrop or Cancel calls `onClose`.
 */
import { Icon } from '../first-visit/icon';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button, IconButton } from '../first-visit/button';
import { Dialog } from './dialog';
import { formDialogTexts } from './texts';

const WIDTHS = {
  narrow: 'min(28rem, calc(100vw - 2rem))',
  medium: 'min(32rem, calc(100vw - 2rem))',
  wide: 'min(36rem, calc(100vw - 2rem))',
} as const;

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  width?: keyof typeof WIDTHS;
  /** Where focus starts; by default the first field. */
  initialFocusEl?: () => HTMLElement | null;
  children: ReactNode;
};

export function FormDialog({ open, onClose, title, description, width = 'medium', initialFocusEl, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} initialFocusEl={initialFocusEl} lazyMount unmountOnExit>
      <Dialog.Popup
        className={css({ display: 'grid', gap: '4', p: '6', minWidth: '0', marginBlock: 'auto' })}
        style={{ width: WIDTHS[width] }}
      >
        <div className={css({ display: 'grid', gap: '1', paddingInlineEnd: '10' })}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
        </div>
        {children}
        <Dialog.CloseTrigger asChild>
          <IconButton
            aria-label={formDialogTexts.close}
            variant="ghost"
            className={css({ position: 'absolute', top: '2', insetInlineEnd: '2' })}
          >
            <Icon icon="x" />
          </IconButton>
        </Dialog.CloseTrigger>
      </Dialog.Popup>
    </Dialog.Root>
  );
}

/** A form's last row: Cancel (closes the dialog) and the submit button, which says `busy` while it works. */
export function FormActions({ submit, busy }: { submit: string; busy?: string }) {
  return (
    <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
      <Dialog.CloseTrigger asChild>
        <Button variant="outline">{formDialogTexts.cancel}</Button>
      </Dialog.CloseTrigger>
      <Button type="submit" disabled={busy !== undefined}>
        {busy ?? submit}
      </Button>
    </div>
  );
}
