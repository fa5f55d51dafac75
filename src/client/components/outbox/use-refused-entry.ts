/**
 * A change the server refused while its form's dialog was open: the form resends it when the user
 * corrects it; closing the dialog instead drops it from the outbox (the user saw the refusal).
 */
import { useState } from 'react';
import { discard, type OutboxEntry } from '../../lib/outbox/outbox';

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
