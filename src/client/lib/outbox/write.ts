/**
 * The one way a screen writes: the intent goes into the outbox, then the screen waits a little for
 * the server's answer to word its toast. Offline or with the server out of reach, the write stays
 * queued and the user is told so; nothing typed is ever lost.
 */
import type { OutboxError, WriteIntent } from '../../../shared/outbox/entry';
import { notify } from '../toast';
import { enqueue, resend, waitForOutcome, type Outcome } from './outbox';
import { outboxTexts } from './texts';
import { refusalText } from '../refusals/words';

export type WriteTexts = {
  /** The toast of a success; a function words it from the server's answer (undefined when not heard). None with `quiet`. */
  success?: string | ((answer: unknown) => { title: string; description?: string });
  /** The toast of a refusal; by default the screen's failure title with the server's message. */
  failure: string | ((error: OutboxError | null) => { title: string; description?: string });
  /**
   * The write comes from a form that waits for the answer online and shows a refusal of its fields
   * on those fields (components/form/form-save.ts): such a refusal gets no toast besides, said once
   * where it is fixed (and no toast covers the form's button on a phone).
   */
  form?: boolean;
  /**
   * The screen shows the write at once, queued or applied (a notification marked read), and the top
   * bar counts what waits: no toast says it was applied or queued; a refusal or a hold still is told.
   */
  quiet?: boolean;
};

/** How long a screen waits for the server before saying the write is queued. */
const ANSWER_WAIT_MS = 8_000;

function tell(outcome: Outcome, texts: WriteTexts, formWaits: boolean): void {
  if (outcome.state === 'done') {
    if (texts.quiet || texts.success === undefined) return;
    const success = typeof texts.success === 'function' ? texts.success(outcome.answer) : { title: texts.success };
    return notify(success.title, { type: 'success', description: success.description });
  }
  if (outcome.state === 'attention') {
    const error = outcome.entry?.error ?? null;
    if (formWaits && error?.issues.length) return;
    const failure = typeof texts.failure === 'function' ? texts.failure(error) : { title: texts.failure, description: refusalText(error) };
    return notify(failure.title, { type: 'error', description: failure.description });
  }
  if (outcome.state === 'held') return notify(outboxTexts.held, { type: 'info', description: outboxTexts.heldDescription });
  if (texts.quiet) return;
  notify(outboxTexts.queued, { type: 'info', description: outboxTexts.queuedDescription });
}

/** Records the write, sends it, and tells the user what came of it. `entryId` replaces an entry being edited. */
export async function write(intent: WriteIntent, texts: WriteTexts, entryId?: string): Promise<Outcome> {
  const formWaits = texts.form === true && navigator.onLine;
  let id = entryId;
  if (id) await resend(id, intent);
  else id = (await enqueue(intent)).id;
  const outcome = await waitForOutcome(id, ANSWER_WAIT_MS);
  tell(outcome, texts, formWaits);
  return outcome;
}
