import { describe, expect, it } from 'vitest';
import { timeAgo, timeFromNow } from './format';

const now = new Date('2026-11-24T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo(before(20), now)).toBe('now');
    expect(timeAgo(before(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600 + 59 * 60), now)).toBe('3 hours ago');
    expect(timeAgo(before(24 * 3600), now)).toBe('yesterday');
    expect(timeAgo(before(3 * 24 * 3600), now)).toBe('3 days ago');
    expect(timeAgo(before(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(timeAgo(before(400 * 24 * 3600), now)).toBe('last year');
  });
});

describe('timeFromNow', () => {
  it('says a wait in seconds, minutes or hours, never shorter than it is', () => {
    expect(timeFromNow(30)).toBe('in 30 seconds');
    expect(timeFromNow(0.2)).toBe('in 1 second');
    expect(timeFromNow(60)).toBe('in 1 minute');
    expect(timeFromNow(61)).toBe('in 2 minutes');
    expect(timeFromNow(240)).toBe('in 4 minutes');
    expect(timeFromNow(28 * 60 - 5)).toBe('in 28 minutes');
    expect(timeFromNow(3600)).toBe('in 60 minutes');
    expect(timeFromNow(2 * 3600 + 1)).toBe('in 3 hours');
  });
});
