/**
 * The Add Level and edit dialogs (one dialog, mounted once for the screen). A queued change opened
 * again starts from what it queued, with the server's objections on their fields, and replaces it.
 */
import { X } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../shared/constants';
import { fieldErrorsFromServer, type FieldErrors } from '../../../components/form/field-errors';
import { IconButton } from '../../../components/ui/first-visit/button';
import { Dialog } from '../../../components/ui/on-demand/dialog';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import type { Level } from '../../levels/queries';
import { emptyForm, formFrom, formOfLevel } from '../form-values';
import type { CreateData, UpdateData } from '../mutations';
import { staffLevelTexts } from '../texts';
import { LevelForm } from './level-form';

const texts = staffLevelTexts.form;

/** What the dialog is open for: a new level, a level, or a queued create or edit (`entry`). */
export type Editing = { type: LevelType; level: Level | null; entry: OutboxEntry | null };

function errorsOf(entry: OutboxEntry | null): FieldErrors {
  if (!entry?.error) return {};
  const errors = fieldErrorsFromServer(entry.error.issues);
  if (!entry.error.issues.length) errors[''] = [entry.error.message];
  return errors;
}

/** Focus starts in the first field that can be changed (on edit, not the read-only id). */
const firstEditable = () => document.querySelector<HTMLElement>('[data-level-form] input:not([readonly])');

function initialForm({ level, entry }: Editing) {
  if (entry) return formFrom((entry.data as CreateData | UpdateData).form);
  return level ? formOfLevel(level) : emptyForm;
}

export function LevelDialog({ editing: open, onClose }: { editing: Editing | null; onClose: () => void }) {
  // What it was open for stays drawn while it closes.
  const [last, setLast] = useState(open);
  if (open && open !== last) setLast(open);
  const editing = open ?? last;
  const name = editing?.entry ? (editing.entry.data as CreateData | UpdateData).name : editing?.level?.name;
  const title = editing?.level ? texts.editTitle(name ?? '') : texts.addTitle(editing?.type ?? 'classic');
  return (
    <Dialog.Root open={open !== null} onOpenChange={(details) => !details.open && onClose()} initialFocusEl={firstEditable} lazyMount unmountOnExit>
      <Dialog.Popup className={css({ display: 'grid', gap: '4', p: '6', width: 'min(36rem, calc(100vw - 2rem))', minWidth: '0', marginBlock: 'auto' })}>
        <div className={css({ display: 'grid', gap: '1', paddingInlineEnd: '10' })}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{editing?.level ? texts.editDescription : texts.addDescription}</Dialog.Description>
        </div>
        {editing ? (
          <LevelForm
            type={editing.type}
            level={editing.level}
            initial={initialForm(editing)}
            initialErrors={errorsOf(editing.entry)}
            entryId={editing.entry && editing.entry.state !== 'sending' ? editing.entry.id : undefined}
            onQueued={onClose}
          />
        ) : null}
        <Dialog.CloseTrigger asChild>
          <IconButton aria-label={staffLevelTexts.close} variant="ghost" className={css({ position: 'absolute', top: '2', insetInlineEnd: '2' })}>
            <X />
          </IconButton>
        </Dialog.CloseTrigger>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
