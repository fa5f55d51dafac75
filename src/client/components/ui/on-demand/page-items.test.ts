import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('the pages a pagination shows', () => {
  it('are the first and the last and two either side of the current one, an ellipsis for each gap', () => {
    expect(pageItems(1, 229)).toEqual([1, 2, 3, null, 229]);
    expect(pageItems(6, 229)).toEqual([1, null, 4, 5, 6, 7, 8, null, 229]);
    expect(pageItems(229, 229)).toEqual([1, null, 227, 228, 229]);
  });

  it('leave no ellipsis where nothing is left out, and even one page left out is one', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(5, 9)).toEqual([1, null, 3, 4, 5, 6, 7, null, 9]);
    expect(pageItems(1, 2)).toEqual([1, 2]);
  });
});
