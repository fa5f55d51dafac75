import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its first-screen promise is settled once per page. */
const freshLater = async () => {
  vi.resetModules();
  return import('./later');
};

describe('afterLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first screen to be drawn even when the page has already loaded', async () => {
    const later = await freshLater();
    expect(document.readyState).toBe('complete');
    const then = vi.fn();
    later.afterLoad(then);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(then).not.toHaveBeenCalled();
    later.firstScreenDrawn();
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledOnce();
  });

  it('starts anyway once the first screen has been awaited ten seconds', async () => {
    const later = await freshLater();
    const then = vi.fn();
    later.afterLoad(then);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(then).toHaveBeenCalledOnce();
  });

  it('runs at once for work asked for after the first screen was drawn', async () => {
    const later = await freshLater();
    later.firstScreenDrawn();
    const then = vi.fn();
    later.afterLoad(then);
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledOnce();
    await expect(later.afterFirstScreen()).resolves.toBeUndefined();
  });
});
