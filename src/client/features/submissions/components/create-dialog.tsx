/**
 * The Create Submission dialog: a new submission starts from the player's draft of that type (if
 * any); an outbox entry opened for editing starts from what it queued, with the server's objections
 * on their fields.
 */
import { useEffect, useState } from 'react';
import type { LevelType } from '../../../../shared/constants';
import { reopenedErrors, type FieldErrors } from '../../../components/form/field-errors';
import { useRefusedEntry } from '../../../components/form/form-save';
import { FormDialog } from '../../../components/ui/on-demand/form-dialog';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import { loadDraft } from '../drafts';
import { emptyForm, type SubmissionForm as FormValues } from '../form-values';
import { SUBMISSION_CREATE } from '../mutations';
import { submissionTexts as texts } from '../texts';
import { SubmissionForm } from './submission-form';

type Props = {
  open: boolean;
  onClose: () => void;
  type: LevelType;
  playerId: number;
  username: string | undefined;
  entry: OutboxEntry | null;
};

type Start = { form: FormValues; errors: FieldErrors };

function useStart(type: LevelType, playerId: number, entry: OutboxEntry | null): Start | null {
  const queued = entry && SUBMISSION_CREATE.read(entry);
  const [start, setStart] = useState<Start | null>(() =>
    entry ? { form: queued?.form ?? emptyForm, errors: reopenedErrors(entry.error) } : null,
  );
  useEffect(() => {
    if (entry) return;
    let live = true;
    void loadDraft(playerId, type).then((draft) => live && setStart({ form: draft ?? emptyForm, errors: {} }));
    return () => {
      live = false;
    };
  }, [entry, playerId, type]);
  return start;
}

type Saving = { refused: OutboxEntry | null; onRefused: (entry: OutboxEntry) => void; onDone: () => void };

function Body({ type, playerId, username, entry, ...saving }: Omit<Props, 'open' | 'onClose'> & Saving) {
  const start = useStart(type, playerId, entry);
  if (!start) return <p aria-busy="true">{texts.form.levelsLoading}</p>;
  const editing = entry ? { id: entry.id, levelName: SUBMISSION_CREATE.read(entry)?.levelName ?? '' } : null;
  return (
    <SubmissionForm
      type={type}
      playerId={playerId}
      username={username}
      initial={start.form}
      initialErrors={start.errors}
      entry={editing}
      {...saving}
    />
  );
}

export function CreateDialog({ open, onClose, ...props }: Props) {
  const { refused, setRefused, close } = useRefusedEntry(onClose);
  return (
    <FormDialog
      open={open}
      onClose={() => close(true)}
      title={props.entry ? texts.form.editTitle : texts.form.title}
      description={texts.form.description}
    >
      <Body {...props} refused={refused} onRefused={setRefused} onDone={() => close(false)} />
    </FormDialog>
  );
}
