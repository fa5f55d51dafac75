import { describe, expect, it } from 'vitest';
import { LEVEL_NAME_MAX, LIST_CUTOFFS, PUBLISHER_MAX } from '../../shared/constants';
import { classicRequirement, tierOf } from '../../shared/points';
import { isValidUsername, usernameKey } from '../../shared/username';
import { videoId } from '../../shared/video';
import { DEMO_OPTIONS } from './load';
import { planDataSet } from './plan';
import { mulberry32 } from './random';

const plan = planDataSet(DEMO_OPTIONS);

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const take = (seed: number) => {
      const next = mulberry32(seed);
      return Array.from({ length: 5 }, next);
    };
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
    expect(take(42).every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('planDataSet', () => {
  it('is deterministic: same seed, same rows; another seed, other rows', () => {
    expect(JSON.stringify(planDataSet(DEMO_OPTIONS))).toBe(JSON.stringify(plan));
    expect(JSON.stringify(planDataSet({ ...DEMO_OPTIONS, seed: 7 }))).not.toBe(JSON.stringify(plan));
  });

  it('has exactly the sizes asked for', () => {
    expect(plan.levels.filter((l) => l.type === 'classic')).toHaveLength(DEMO_OPTIONS.classicLevels);
    expect(plan.levels.filter((l) => l.type === 'platformer')).toHaveLength(DEMO_OPTIONS.platformerLevels);
    expect(plan.players).toHaveLength(DEMO_OPTIONS.players + DEMO_OPTIONS.accounts!.length);
    expect(plan.records).toHaveLength(DEMO_OPTIONS.records);
    expect(plan.submissions).toHaveLength(DEMO_OPTIONS.submissions);
  });

  it('fills every list of both modes: main, extended and legacy', () => {
    for (const type of ['classic', 'platformer'] as const) {
      const tiers = new Set(plan.levels.filter((l) => l.type === type).map((l) => tierOf(l.ranking)));
      expect([...tiers].sort()).toEqual(['extended', 'legacy', 'main']);
    }
  });

  it('makes levels the API would accept', () => {
    expect(new Set(plan.levels.map((l) => l.id)).size).toBe(plan.levels.length);
    for (const level of plan.levels) {
      expect(level.id).toMatch(/^[1-9]\d{0,11}$/);
      const id = videoId(level.link);
      expect(id).toHaveLength(11);
      expect(level.link).toBe(`https://www.youtube.com/watch?v=${id}`);
      expect(level.thumbnail).toBe(`https://img.youtube.com/vi/${id}/mqdefault.jpg`);
      if (level.type === 'classic') {
        expect(level.minimumCompletion).toBeGreaterThanOrEqual(40);
        expect(level.minimumCompletion).toBeLessThanOrEqual(80);
        expect(level.duration).not.toBeNull();
      }
    }
  });

  it("names levels as the staff form takes them (the game's lengths), at the benchmark's size too", () => {
    const large = planDataSet({ ...DEMO_OPTIONS, classicLevels: 1_000, platformerLevels: 300, players: 50, records: 100, submissions: 0 });
    for (const level of [...plan.levels, ...large.levels]) {
      expect(level.name.length, level.name).toBeLessThanOrEqual(LEVEL_NAME_MAX);
      expect(level.publisher.length, level.publisher).toBeLessThanOrEqual(PUBLISHER_MAX);
    }
  });

  it('makes unique valid usernames, some players without region and some with socials', () => {
    const names = plan.players.map((p) => usernameKey(p.username));
    expect(new Set(names).size).toBe(names.length);
    expect(plan.players.filter((p) => !isValidUsername(p.username))).toEqual([]);
    expect(plan.players.some((p) => p.region === null)).toBe(true);
    expect(new Set(plan.players.map((p) => p.region)).size).toBe(13);
    expect(plan.players.filter((p) => p.youtube?.startsWith('https://www.youtube.com/@')).length).toBeGreaterThan(10);
  });

  it('makes one record per level and player, with values that earn points', () => {
    const keys = plan.records.map((r) => `${r.type}:${r.levelId}:${r.player}`);
    expect(new Set(keys).size).toBe(keys.length);
    const levels = new Map(plan.levels.map((l) => [`${l.type}:${l.id}`, l]));
    let partials = 0;
    for (const record of plan.records) {
      const level = levels.get(`${record.type}:${record.levelId}`)!;
      if (record.type === 'classic') {
        expect(record.percentage).toBeGreaterThanOrEqual(classicRequirement(level.ranking, level.minimumCompletion!));
        if (record.percentage! < 100) partials += 1;
        if (level.ranking > LIST_CUTOFFS.main) expect(record.percentage).toBe(100);
      } else {
        expect(record.timeMs).toBeGreaterThan(0);
      }
      expect(record.createdAt.getTime()).toBeGreaterThanOrEqual(plan.players[record.player]!.dateJoined.getTime());
    }
    expect(partials).toBeGreaterThan(50);
    expect(plan.records.filter((r) => r.type === 'platformer').length).toBeGreaterThan(100);
  });

  it('makes submissions in all three states, each demo sign-in account having one of each', () => {
    expect(new Set(plan.submissions.map((s) => s.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
    const demoPlayer = plan.players.findIndex((p) => p.email === 'player@demo.test');
    expect(new Set(plan.submissions.filter((s) => s.player === demoPlayer).map((s) => s.status)).size).toBe(3);
    const recorded = new Set(plan.records.map((r) => `${r.type}:${r.levelId}:${r.player}`));
    for (const submission of plan.submissions) {
      const key = `${submission.type}:${submission.levelId}:${submission.player}`;
      // Approval made the record; the other claims are on levels the player has no record on.
      expect(recorded.has(key)).toBe(submission.status === 'APPROVED');
      if (submission.status === 'PENDING') expect(plan.players[submission.player]!.isActive).toBe(true);
    }
  });

  it('refuses sizes that cannot hold the records asked for', () => {
    expect(() => planDataSet({ ...DEMO_OPTIONS, classicLevels: 2, platformerLevels: 0, players: 3, records: 500 })).toThrow(/no room/);
  });
});
