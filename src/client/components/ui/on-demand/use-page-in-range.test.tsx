import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { usePageInRange } from './use-page-in-range';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The pages `usePageInRange` turns to on `page`, with the query's answer. */
function turns(page: number, query: Parameters<typeof usePageInRange>[1]): number[] {
  const turned: number[] = [];
  function Probe() {
    usePageInRange(page, query, (next) => turned.push(next));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  act(() => root.unmount());
  return turned;
}

describe('usePageInRange', () => {
  it('turns a page past the last one to the last one, or to the first when there are none', () => {
    expect(turns(3, { data: { totalPages: 2 }, isPlaceholderData: false })).toEqual([1]);
    expect(turns(2, { data: { totalPages: 2 }, isPlaceholderData: false })).toEqual([1]);
    expect(turns(3, { data: { totalPages: 0 }, isPlaceholderData: false })).toEqual([0]);
  });

  it('leaves a page among the pages, and waits for the answer to its own query', () => {
    expect(turns(1, { data: { totalPages: 2 }, isPlaceholderData: false })).toEqual([]);
    expect(turns(0, { data: { totalPages: 0 }, isPlaceholderData: false })).toEqual([]);
    expect(turns(3, { data: { totalPages: 1 }, isPlaceholderData: true })).toEqual([]);
    expect(turns(3, { data: undefined, isPlaceholderData: false })).toEqual([]);
  });
});
