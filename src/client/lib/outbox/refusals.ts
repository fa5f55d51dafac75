/**
 * A write the server refused once its screen had stopped waiting (sent later from the outbox, by this
 * page or by the service worker while no page was open) is told in a toast, once: which change, the
 * server's reason, and a way to the outbox panel. A refusal is one entry under one Idempotency-Key (a
 * resend makes a new key, so a new refusal is told again). The refusals told are kept in localStorage,
 * so a reload or another tab does not tell them again; one a screen waited for is told by that screen
 * (write.ts) and only noted here.
 */
import type { OutboxEntry } from '../../../shared/outbox/entry';
import { isolate } from '../i18n/registry';
import { notify } from '../toast';
import { refusalText } from '../refusals/words';
import { openOutboxPanel } from './panel';
import { outboxTexts as texts } from './texts';

export const REFUSALS_TOLD_KEY = 'outbox-refusals-told';

const refusalOf = (entry: OutboxEntry) => `${entry.id}:${entry.key}`;

function readTold(): Set<string> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(REFUSALS_TOLD_KEY) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.filter((item): item is string => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeTold(told: Set<string>): void {
  try {
    if (told.size === 0) localStorage.removeItem(REFUSALS_TOLD_KEY);
    else localStorage.setItem(REFUSALS_TOLD_KEY, JSON.stringify([...told]));
  } catch {
    // storage refused: a refusal may then be told again on the next visit
  }
}

/** Notes a refusal its screen has told. */
export function noteRefusalTold(entry: OutboxEntry): void {
  writeTold(readTold().add(refusalOf(entry)));
}

/**
 * Tells the refusals among `entries` not told yet, but for those a screen still waits for (`awaited`,
 * by entry id), and forgets the refusals that are gone (resent, discarded).
 */
export function tellRefusals(entries: readonly OutboxEntry[], awaited: ReadonlySet<string>): void {
  const told = readTold();
  const kept = new Set<string>();
  for (const entry of entries) {
    if (entry.state !== 'attention') continue;
    const refusal = refusalOf(entry);
    if (told.has(refusal)) {
      kept.add(refusal);
      continue;
    }
    if (awaited.has(entry.id)) continue;
    kept.add(refusal);
    // The label holds people's words (a level's name): isolated, it keeps its own direction in the title.
    notify(texts.refused(isolate(entry.label)), {
      type: 'error',
      description: refusalText(entry.error),
      action: { label: texts.showRefused, onClick: openOutboxPanel },
    });
  }
  writeTold(kept);
}
