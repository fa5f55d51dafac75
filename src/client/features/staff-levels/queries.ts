/**
 * What the Staff levels screen reads: every level of a type in ranking order, and the players a
 * first victor or record holder is chosen from, the public reads the level page uses too. Their keys
 * sit under the levels' and players' prefixes, so whatever refreshes those refreshes these.
 */
import { levelKeys } from '../levels/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from '../regions/queries';

export type { PlayerName } from '../players/queries';

export const staffLevelKeys = {
  list: levelKeys.ranked,
  players: playerKeys.names,
};

/** What a level write changes: rankings and points of levels, players and regions. */
export const levelWriteInvalidates = (): unknown[][] => [[...levelKeys.all], [...playerKeys.all], [...regionKeys.all]];

export { rankedLevelsQueryOptions as staffLevelsQueryOptions } from '../levels/queries';
export { playerNamesQueryOptions } from '../players/queries';
