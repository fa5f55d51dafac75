/**
 * The queued entry a screen is asked to reopen (`?entry=`, the outbox panel's Edit links with it).
 */
import { useEffect, useEffectEvent } from 'react';
import { getEntry, type OutboxEntry } from './outbox';

type Reopen = {
  /** Opens the entry on the screen; false when the screen cannot open it (another kind, another player's, being sent). */
  reopen: (entry: OutboxEntry) => boolean;
  /** Drops `?entry=`: the entry is gone or cannot be opened here. */
  onClosed: () => void;
  /** The player the screen is for: when it changes, the entry is read again (it may be theirs, or no longer). */
  playerId?: number;
};

/**
 * Reads the entry named by `entryId` from the device's outbox, once per id (and per `playerId`), and
 * hands it to `reopen`, or calls `onClosed` when it is gone or `reopen` cannot open it. Both are called
 * as the screen is when the entry has been read; an answer for an id no longer asked for is dropped.
 */
export function useReopenedEntry(entryId: string | undefined, { reopen, onClosed, playerId }: Reopen): void {
  const opened = useEffectEvent((entry: OutboxEntry | undefined) => {
    if (!entry || !reopen(entry)) onClosed();
  });
  useEffect(() => {
    if (!entryId) return;
    let live = true;
    void getEntry(entryId).then((entry) => {
      if (live) opened(entry);
    });
    return () => {
      live = false;
    };
  }, [entryId, playerId]);
}
