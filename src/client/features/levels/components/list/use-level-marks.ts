/**
 * What a list's cards show beyond the level itself: the first victor's name on classic cards (from
 * the players' names, which the offline copy answers too) and, for a signed-in player, a mark on each
 * level they completed (the profile's 'Completed levels' query). Signed out, nothing is asked for it.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LevelType } from '../../../../../shared/constants';
import { useAuth } from '../../../../lib/auth/auth-store';
import { playerNamesQueryOptions } from '../../../players/queries';
import { isClassicLevel, playerLevelsQueryOptions, type Level } from '../../queries';
import { levelListTexts, levelTexts } from '../../texts';

export type LevelMarks = {
  /** The first victor's line of a classic level: a name, 'None yet', or '…' while names load; null on platformer cards. */
  victor: (level: Level) => string | null;
  completed: (id: string) => boolean;
};

export function useLevelMarks(type: LevelType): LevelMarks {
  const { user } = useAuth();
  const names = useQuery({ ...playerNamesQueryOptions(), enabled: type === 'classic' });
  const completed = useQuery({ ...playerLevelsQueryOptions(type, user?.playerId ?? 0, 'completed'), enabled: user !== null });
  const byId = useMemo(() => new Map(names.data?.map((player) => [player.id, player.username])), [names.data]);
  const done = useMemo(() => new Set(user ? completed.data?.map((level) => level.id) : undefined), [user, completed.data]);
  return useMemo(
    () => ({
      victor: (level) => {
        if (!isClassicLevel(level)) return null;
        if (level.firstVictor === null) return levelTexts.noHolder;
        return byId.get(level.firstVictor) ?? levelListTexts.pending;
      },
      completed: (id) => done.has(id),
    }),
    [byId, done],
  );
}
