import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { classicLevelRow, playerRow, recordRow } from '../schemas/snapshot';
import { rowCodec } from './rows';

describe("a snapshot row by its columns' names", () => {
  const pair = rowCodec({ id: v.number(), name: v.string() });

  it("reads a row into named fields and writes them back in the columns' order", () => {
    expect(pair.read([7, 'Cursed Tempest'])).toEqual({ id: 7, name: 'Cursed Tempest' });
    expect(pair.write({ name: 'Cursed Tempest', id: 7 })).toEqual([7, 'Cursed Tempest']);
  });

  it("checks each column by its own schema, and the row's length", () => {
    expect(v.is(pair.schema, [7, 'Cursed Tempest'])).toBe(true);
    expect(v.is(pair.schema, ['7', 'Cursed Tempest'])).toBe(false);
    expect(v.is(pair.schema, [7])).toBe(false);
  });

  it("keeps the wire's rows as they were: a record, a player and a classic level round-trip unchanged", () => {
    const record = [12, 0, 3, 87, 'dQw4w9WgXcQ', 1, 1_700_000_000_000];
    expect(recordRow.read(record)).toMatchObject({ id: 12, level: 0, player: 3, value: 87, link: 'dQw4w9WgXcQ', setAt: 1_700_000_000_000 });
    expect(recordRow.write(recordRow.read(record))).toEqual(record);
    const player = [3, 'Amine', 1, 430.92, 0, 2, 1_700_000_000_000, 'amine', null, null, null];
    expect(playerRow.read(player)).toMatchObject({ username: 'Amine', regionId: 1, classicPoints: 430.92, flags: 2, discord: 'amine' });
    expect(playerRow.write(playerRow.read(player))).toEqual(player);
    const level = ['28351575', 'Cursed Tempest', 'Orbix', 'EXTREME_DEMON', 'https://youtu.be/x', '', 500, 1, 3, 2, 50, 'LONG', 60];
    expect(v.is(classicLevelRow.schema, level)).toBe(true);
    expect(classicLevelRow.read(level)).toMatchObject({ ranking: 1, holder: 3, minPoints: 50, duration: 'LONG', minimumCompletion: 60 });
    expect(classicLevelRow.write(classicLevelRow.read(level))).toEqual(level);
  });
});
