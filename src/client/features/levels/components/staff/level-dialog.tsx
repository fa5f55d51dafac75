/**
 * The Add Level and edit dialogs (one dialog, mounted once for the screen). A queued change opened
 * again starts from what it queued, with the server's objections on their fields, and replaces it.
 */
import { useState } from 'react';
import type { LevelType } from '../../../../../shared/constants';
import { reopenedErrors } from '../../../../components/form/field-errors';
import { useRefusedEntry } from '../../../../components/form/form-save';
import { FormDialog } from '../../../../components/ui/on-demand/form-dialog';
import type { OutboxEntry } from '../../../../lib/outbox/outbox';
import type { Level } from '../../queries';
import { emptyForm, formOfLevel } from '../../form-values';
import { LEVEL_CREATE, LEVEL_UPDATE } from '../../mutations';
import { staffLevelTexts } from '../../staff-texts';
import { LevelForm } from './level-form';

const texts = staffLevelTexts.form;

/** What the dialog is open for: a new level, a level, or a queued create or edit (`entry`). */
export type Editing = { type: LevelType; level: Level | null; entry: OutboxEntry | null };

/** Focus starts in the first field that can be changed (on edit, not the read-only id). */
const firstEditable = () => document.querySelector<HTMLElement>('[data-level-form] input:not([readonly])');

/** What a queued create or edit carries (its name and form as typed), if `entry` is one. */
const queuedForm = (entry: OutboxEntry | null) => entry && (LEVEL_CREATE.read(entry) ?? LEVEL_UPDATE.read(entry));

function initialForm({ level, entry }: Editing) {
  return queuedForm(entry)?.form ?? (level ? formOfLevel(level) : emptyForm);
}

export function LevelDialog({ editing: open, onClose }: { editing: Editing | null; onClose: () => void }) {
  // What it was open for stays drawn while it closes.
  const [last, setLast] = useState(open);
  if (open && open !== last) setLast(open);
  const editing = open ?? last;
  const { refused, setRefused, close } = useRefusedEntry(onClose);
  const name = queuedForm(editing?.entry ?? null)?.name ?? editing?.level?.name;
  const title = editing?.level ? texts.editTitle(name ?? '') : texts.addTitle(editing?.type ?? 'classic');
  return (
    <FormDialog
      open={open !== null}
      onClose={() => close(true)}
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
          refused={refused}
          onRefused={setRefused}
          onDone={() => close(false)}
        />
      ) : null}
    </FormDialog>
  );
}
