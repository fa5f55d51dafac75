/**
 * The player and region reads, from the snapshot, as src/server/players/queries.ts and
 * regions/queries.ts answer them: players and regions by name ignoring case (the snapshot's order),
 * leaderboards most points first with ties by name (a stable sort of that order).
 */
import type { LevelType } from '../../../shared/constants';
import type { SnapshotPlayer } from '../../../shared/schemas/snapshot';
import { isStaff, toPointsRow, type SnapshotIndex } from './wire';

const byPoints = (column: 3 | 4) => (a: SnapshotPlayer, b: SnapshotPlayer) => b[column] - a[column];

export const playerNames = (index: SnapshotIndex) => index.snapshot.players.map((row) => ({ id: row[0], username: row[1] }));

export const staffNames = (index: SnapshotIndex) => index.snapshot.players.filter(isStaff).map((row) => ({ username: row[1] }));

export function leaderboard(index: SnapshotIndex, type: LevelType) {
  const column = type === 'classic' ? 3 : 4;
  return index.snapshot.players.filter((row) => row[column] > 0).sort(byPoints(column)).map(toPointsRow);
}

export const regionPlayers = (index: SnapshotIndex, regionId: number) =>
  index.snapshot.players.filter((row) => row[2] === regionId && !index.bans.has(row[0])).sort(byPoints(3)).map(toPointsRow);

export const findRegion = (index: SnapshotIndex, id: number) => {
  const row = index.snapshot.regions.find(([regionId]) => regionId === id);
  return row ? { id: row[0], name: row[1] } : undefined;
};

/** Regions with the summed points of their players, summed in hundredths as the database sums its two-decimal numbers. */
export function regionTotals(index: SnapshotIndex) {
  const sums = new Map<number, [number, number]>();
  for (const row of index.snapshot.players) {
    if (row[2] === null) continue;
    const sum = sums.get(row[2]) ?? [0, 0];
    sum[0] += Math.round(row[3] * 100);
    sum[1] += Math.round(row[4] * 100);
    sums.set(row[2], sum);
  }
  return index.snapshot.regions.map(([id, name, version]) => {
    const [classic, platformer] = sums.get(id) ?? [0, 0];
    return { id, name, classicPoints: classic / 100, platformerPoints: platformer / 100, version };
  });
}
