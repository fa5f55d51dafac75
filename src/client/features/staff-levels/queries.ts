/**
 * The Staff levels screen reads the public ranked levels and player names (features/levels and
 * features/players queries); a level write refreshes both, and the regions their points feed.
 */
import { levelKeys } from '../levels/queries';
import { playerKeys } from '../players/queries';
import { regionKeys } from '../regions/queries';

/** What a level write changes: rankings and points of levels, players and regions. */
export const levelWriteInvalidates = (): unknown[][] => [[...levelKeys.all], [...playerKeys.all], [...regionKeys.all]];

