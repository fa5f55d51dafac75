/**
 * The one way a form saves through the outbox. Offline, the change is queued and the form closes at
 * once (the screen shows it as not sent yet). Online, the form waits for the server: applied, or
 * held for a later try, it closes; refused on its fields, the errors show on those fields and the
 * refused change is kept, so the corrected form replaces it; the outbox itself failing is a toast.
 */
import { useState } from 'react';
import { refusalErrors, type FieldErrors, type RefusalFields } from '../form/field-errors';
import type { OutboxEntry, Outcome } from '../../lib/outbox/outbox';
import { notify } from '../../lib/toast';

type Options = RefusalFields & {
  /** The toast when the change could not even be queued. */
  failed: string;
  onErrors: (errors: FieldErrors) => void;
  onRefused: (entry: OutboxEntry) => void;
  onDone: () => void;
};

export function useFormWrite({ failed, onErrors, onRefused, onDone, ...form }: Options) {
  const [saving, setSaving] = useState(false);
  /** `applied` runs with the outcome whenever it comes (e.g. to show an edit at once). */
  const save = async (written: Promise<Outcome>, applied: (outcome: Outcome) => void = () => undefined) => {
    if (!navigator.onLine) {
      void written.then(applied, () => undefined);
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
    applied(outcome);
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
