/**
 * The player and region reads, from the snapshot, as src/server/players/queries.ts and
 * regions/queries.ts answer them: players and regions by name ignoring case (the snapshot's order),
 * leaderboards most points first with ties by name (a stable sort of that order).
 */
import type { LevelType } from '../../../shared/constants';
import type { SnapshotPlayer } from '../../../shared/schemas/snapshot';
import { isStaff, toPointsRow, type SnapshotIndex } from './wire';

type PointsField = 'classicPoints' | 'platformerPoints';
const POINTS: Record<LevelType, PointsField> = { classic: 'classicPoints', platformer: 'platformerPoints' };
const byPoints = (field: PointsField) => (a: SnapshotPlayer, b: SnapshotPlayer) => b[field] - a[field];

export const playerNames = (index: SnapshotIndex) => index.playerList.map(({ id, username }) => ({ id, username }));

export const staffNames = (index: SnapshotIndex) => index.playerList.filter(isStaff).map(({ username }) => ({ username }));

export function leaderboard(index: SnapshotIndex, type: LevelType) {
  const field = POINTS[type];
  return index.playerList
    .filter((player) => player[field] > 0)
    .sort(byPoints(field))
    .map(toPointsRow);
}

export const regionPlayers = (index: SnapshotIndex, regionId: number) =>
  index.playerList
    .filter((player) => player.regionId === regionId && !index.bans.has(player.id))
    .sort(byPoints('classicPoints'))
    .map(toPointsRow);

export const findRegion = (index: SnapshotIndex, id: number) => {
  const region = index.regions.find((candidate) => candidate.id === id);
  return region ? { id: region.id, name: region.name } : undefined;
};

/** Regions with the summed points of their players, summed in hundredths as the database sums its two-decimal numbers. */
export function regionTotals(index: SnapshotIndex) {
  const sums = new Map<number, { classic: number; platformer: number }>();
  for (const player of index.playerList) {
    if (player.regionId === null) continue;
    const sum = sums.get(player.regionId) ?? { classic: 0, platformer: 0 };
    sum.classic += Math.round(player.classicPoints * 100);
    sum.platformer += Math.round(player.platformerPoints * 100);
    sums.set(player.regionId, sum);
  }
  return index.regions.map(({ id, name, version }) => {
    const { classic, platformer } = sums.get(id) ?? { classic: 0, platformer: 0 };
    return { id, name, classicPoints: classic / 100, platformerPoints: platformer / 100, version };
  });
}
