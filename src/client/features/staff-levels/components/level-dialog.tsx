/**
 * The Add Level and edit dialogs (one dialog, mounted once for the screen). A queued change opened
 * again starts from what it queued, with the server's objections on their fields, and replaces it.
 */
import { useState } from 'react';
import type { LevelType } from '../../../../shared/constants';
import { reopenedErrors } from '../../../components/form/field-errors';
import { FormDialog } from '../../../components/ui/on-demand/form-dialog';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import type { Level } from '../../levels/queries';
import { emptyForm, formFrom, formOfLevel } from '../form-values';
import type { CreateData, UpdateData } from '../mutations';
import { staffLevelTexts } from '../texts';
import { LevelForm } from './level-form';

const texts = staffLevelTexts.form;

/** What the dialog is open for: a new level, a level, or a queued create or edit (`entry`). */
export type Editing = { type: LevelType; level: Level | null; entry: OutboxEntry | null };

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
    <FormDialog
      open={open !== null}
      onClose={onClose}
      title={title}
      description={editing?.level ? texts.editDescription : texts.addDescription}
      width="wide"
      initialFocusEl={firstEditable}
    >
      {editing ? (
        <LevelForm
          type={editing.type}
          level={editing.level}
          initial={initialForm(editing)}
          initialErrors={reopenedErrors(editing.entry?.error)}
          entryId={editing.entry && editing.entry.state !== 'sending' ? editing.entry.id : undefined}
          onQueued={onClose}
        />
      ) : null}
    </FormDialog>
  );
}
