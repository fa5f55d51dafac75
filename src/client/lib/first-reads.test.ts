import { describe, expect, it } from 'vitest';
import { LIST_PATH, firstReads } from './first-reads';

describe('firstReads', () => {
  it('names the list a list page reads, and nothing for an address that is not a list', () => {
    expect(firstReads('/', '')).toEqual(['/api/public/classic-levels/list/main']);
    expect(firstReads('/classic/legacy/', '')).toEqual(['/api/public/classic-levels/list/legacy']);
    expect(firstReads('/platformer/main', '')).toEqual(['/api/public/platformer-levels/list/main']);
    expect(firstReads('/classic/main', '')).toEqual([]);
    expect(firstReads('/', '?at=2026-05-01T10%3A20%3A30.000Z')).toEqual([
      '/api/public/classic-levels/list/main?at=2026-05-01T10%3A20%3A30.000Z',
    ]);
    expect(firstReads('/platformer/legacy', '?at=2026-05-01')).toEqual(['/api/public/platformer-levels/list/legacy?at=2026-05-01']);
    expect(firstReads('/', '?at=yesterday')).toEqual(['/api/public/classic-levels/list/main']);
    expect(firstReads('/platformer', '')).toEqual([]);
  });

  it("names a level's detail and records, for a well-formed id only", () => {
    expect(firstReads('/platformer/level/123', '')).toEqual([
      '/api/public/platformer-levels/123',
      '/api/public/platformer-records/level/123',
    ]);
    expect(firstReads('/classic/level/0123', '')).toEqual([]);
    expect(firstReads('/other/level/1', '')).toEqual([]);
  });

  it("reads the leaderboard's top rows, or the whole ranking where a filter needs it", () => {
    const whole = '/api/public/players/classic-points';
    expect(firstReads('/leaderboard', '')).toEqual([`${whole}?limit=50`]);
    expect(firstReads('/leaderboard', '?type=platformer')).toEqual(['/api/public/players/platformer-points?limit=50']);
    expect(firstReads('/leaderboard', '?name=ami')).toEqual([whole]);
    expect(firstReads('/leaderboard', '?region=3')).toEqual([whole]);
    expect(firstReads('/leaderboard', '?region=0')).toEqual([`${whole}?limit=50`]);
  });

  it('names a profile by its username as the address spells it, the regions for the stat viewer and the changelog of its mode', () => {
    expect(firstReads('/profile/Am%C3%AFne', '')).toEqual(['/api/public/players/username/Am%C3%AFne']);
    expect(firstReads('/stat-viewer', '')).toEqual(['/api/public/regions']);
    expect(firstReads('/changelog', '?type=platformer&list=main')).toEqual(['/api/public/changelog?type=platformer&list=main']);
    expect(firstReads('/changelog', '?list=all')).toEqual(['/api/public/changelog?type=classic']);
    expect(firstReads('/changelog', '?list=other&type=x')).toEqual(['/api/public/changelog?type=classic']);
    expect(firstReads('/settings', '')).toEqual([]);
  });

  it('runs as written, with nothing from outside its body (index.html inlines it)', () => {
    const inlined = new Function(`return (${firstReads.toString()})`)() as typeof firstReads;
    expect(inlined('/classic/level/7', '')).toEqual(firstReads('/classic/level/7', ''));
  });

  it('knows the list pages', () => {
    expect(['/', '/classic/extended', '/platformer/main/'].every((path) => LIST_PATH.test(path))).toBe(true);
    expect(LIST_PATH.test('/leaderboard')).toBe(false);
  });
});
