/**
 * Drafts of the Create Submission form, kept in their own IndexedDB store (database `drafts`) as the
 * player types, one per player and level type: closing the dialog, a reload or a killed app loses
 * nothing. A draft ends when the submission is queued (it then lives in the outbox).
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { useEffect, useMemo, useRef } from 'react';
import type { LevelType } from '../../../shared/constants';
import { emptyForm, formFrom, type SubmissionForm } from './form-values';

let store: UseStore | null = null;
const drafts = () => (store ??= createStore('drafts', 'drafts'));

const keyOf = (playerId: number, type: LevelType) => `submission:${playerId}:${type}`;

export const isEmptyForm = (form: SubmissionForm): boolean => Object.values(form).every((value) => value.trim() === '');

export async function loadDraft(playerId: number, type: LevelType): Promise<SubmissionForm | null> {
  try {
    const saved = await get<unknown>(keyOf(playerId, type), drafts());
    return saved ? formFrom(saved) : null;
  } catch {
    return null; // no IndexedDB (private mode): the form simply starts empty
  }
}

export async function saveDraft(playerId: number, type: LevelType, form: SubmissionForm): Promise<void> {
  try {
    if (isEmptyForm(form)) await del(keyOf(playerId, type), drafts());
    else await set(keyOf(playerId, type), { ...emptyForm, ...form }, drafts());
  } catch {
    // nothing to keep it in: the form still works, it is only not kept
  }
}

export async function clearDraft(playerId: number, type: LevelType): Promise<void> {
  await del(keyOf(playerId, type), drafts()).catch(() => undefined);
}

/** How long typing must pause before the draft is written. */
const DRAFT_DELAY_MS = 300;

/**
 * Keeps the form's draft as the player types (debounced), and writes a pending change at once when
 * the form goes away (the dialog closed). `stop` ends it for good: the form was queued.
 */
export function useDraftSaver(playerId: number, type: LevelType, form: SubmissionForm, enabled: boolean): { stop: () => void } {
  const latest = useRef(form);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopped = useRef(!enabled);
  const initial = useRef(form);
  useEffect(() => {
    latest.current = form;
    if (stopped.current || form === initial.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void saveDraft(playerId, type, latest.current);
    }, DRAFT_DELAY_MS);
  }, [form, playerId, type]);
  useEffect(
    () => () => {
      if (timer.current === undefined || stopped.current) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      void saveDraft(playerId, type, latest.current);
    },
    [playerId, type],
  );
  return useMemo(
    () => ({
      stop: () => {
        stopped.current = true;
        clearTimeout(timer.current);
        timer.current = undefined;
      },
    }),
    [],
  );
}
