/**
 * The one way every form saves through the outbox (docs/decisions/012-write-registry-and-layers.md).
 * Offline, the change is queued and the form closes at once (the screen shows it as not sent yet).
 * Online, the form waits for the server (a few seconds, lib/outbox/write.ts): applied, held for a
 * later try, or still without an answer, it closes; refused on its fields, the errors show on those
 * fields and the refused change is kept, so the corrected form replaces it; closing the dialog instead
 * drops the refused change (the user saw why). The outbox itself failing is a toast.
 */
import { useState } from 'react';
import { discard, type OutboxEntry, type Outcome } from '../../lib/outbox/outbox';
import { notify } from '../../lib/toast';
import { refusalErrors, type FieldErrors, type RefusalFields } from './field-errors';

/** What a form holds as typed, and its errors by field (the request body's name; '' for the whole form). */
export function useFormValues<F extends Record<string, string>>(initial: F, initialErrors: FieldErrors = {}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState(initialErrors);
  /** A field's new value: its errors (at `path`, the body's name for it) and the whole form's go. */
  const change =
    (key: keyof F & string, path: string = key) =>
    (value: string) => {
      setForm((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [path]: undefined, '': undefined }));
    };
  return { form, setForm, errors, setErrors, change };
}

type Options = RefusalFields & {
  /** The toast when the change could not even be queued. */
  failed: string;
  onErrors: (errors: FieldErrors) => void;
  onRefused: (entry: OutboxEntry) => void;
  onDone: () => void;
};

/** The form's side: `save` hands it the write the form made. */
export function useFormWrite({ failed, onErrors, onRefused, onDone, ...form }: Options) {
  const [saving, setSaving] = useState(false);
  const save = async (written: Promise<Outcome>) => {
    if (!navigator.onLine) {
      void written.catch(() => notify(failed, { type: 'error' }));
      return onDone();
    }
    setSaving(true);
    let outcome: Outcome;
    try {
      outcome = await written;
    } catch {
      notify(failed, { type: 'error' });
      return setSaving(false);
    }
    const refusal = outcome.state === 'attention' ? refusalErrors(outcome.entry?.error, form) : null;
    if (refusal && outcome.entry) {
      onRefused(outcome.entry);
      onErrors(refusal);
      return setSaving(false);
    }
    onDone();
  };
  return { saving, save };
}

/** The dialog's side: the change refused while it was open, replaced when the user corrects it. */
export function useRefusedEntry(onClose: () => void) {
  const [refused, setRefused] = useState<OutboxEntry | null>(null);
  /** `dropRefused`: false when the dialog closes because the change was queued. */
  const close = (dropRefused: boolean) => {
    if (dropRefused && refused) void discard(refused.id);
    setRefused(null);
    onClose();
  };
  return { refused, setRefused, close };
}
