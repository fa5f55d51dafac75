import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from './outbox';
import { useReopenedEntry } from './use-reopened-entry';

const stored = vi.hoisted(() => new Map<string, unknown>());
/** `held`: the read, when set, answers once `answer` is called. */
const reads = vi.hoisted(() => ({ count: 0, held: false, answer: () => {} }));
vi.mock('./outbox', () => ({
  getEntry: async (id: string) => {
    reads.count += 1;
    if (reads.held) await new Promise<void>((resolve) => (reads.answer = resolve));
    return stored.get(id);
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Calls = { reopened: string[]; closed: number };
let root: Root;
let calls: Calls;

function Probe({
  entryId,
  opens = true,
  tag = '',
  playerId,
}: {
  entryId: string | undefined;
  opens?: boolean;
  tag?: string;
  playerId?: number;
}) {
  useReopenedEntry(entryId, {
    reopen: (entry) => {
      if (opens) calls.reopened.push(tag + entry.id);
      return opens;
    },
    onClosed: () => void (calls.closed += 1),
    playerId,
  });
  return null;
}
const show = (props: Parameters<typeof Probe>[0]) => act(async () => root.render(<Probe {...props} />));

beforeEach(() => {
  stored.clear();
  stored.set('a', { id: 'a' } as OutboxEntry);
  stored.set('b', { id: 'b' } as OutboxEntry);
  reads.count = 0;
  reads.held = false;
  calls = { reopened: [], closed: 0 };
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

describe('useReopenedEntry', () => {
  it('reads nothing without an entry id', async () => {
    await show({ entryId: undefined });
    expect(reads.count).toBe(0);
    expect(calls).toEqual({ reopened: [], closed: 0 });
  });

  it('reopens the entry, or closes it when it is gone or cannot be opened', async () => {
    await show({ entryId: 'a' });
    expect(calls).toEqual({ reopened: ['a'], closed: 0 });
    await show({ entryId: 'gone' });
    expect(calls).toEqual({ reopened: ['a'], closed: 1 });
    await show({ entryId: 'b', opens: false });
    expect(calls).toEqual({ reopened: ['a'], closed: 2 });
  });

  it('reads once per id, and again for another player, with the screen as it is then', async () => {
    await show({ entryId: 'a', tag: 'first:' });
    await show({ entryId: 'a', tag: 'second:' });
    expect(reads.count).toBe(1);
    await show({ entryId: 'a', tag: 'third:', playerId: 7 });
    expect(reads.count).toBe(2);
    expect(calls.reopened).toEqual(['first:a', 'third:a']);
  });

  it('drops the answer for an id no longer asked for', async () => {
    reads.held = true;
    await show({ entryId: 'a' });
    const answerA = reads.answer;
    reads.held = false;
    await show({ entryId: 'b' });
    await act(async () => answerA());
    expect(reads.count).toBe(2);
    expect(calls).toEqual({ reopened: ['b'], closed: 0 });
  });
});
