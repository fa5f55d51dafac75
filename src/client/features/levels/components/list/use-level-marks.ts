/**
 * What a list's cards show beyond the level itself: the first victor's name on classic cards (the
 * level carries it) and, for a signed-in player, a mark on each level they completed (the profile's
 * 'Completed levels' query). Signed out, nothing is asked for it.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LevelType } from '../../../../../shared/constants';
import { useAuth } from '../../../../lib/auth/auth-store';
import { isClassicLevel, playerLevelsQueryOptions, type Level } from '../../queries';
import { levelListTexts } from '../../texts';

export type LevelMarks = {
  /** The first victor's line of a classic level: a name or 'None yet'; null on platformer cards. */
  victor: (level: Level) => string | null;
  completed: (id: string) => boolean;
};

export function useLevelMarks(type: LevelType): LevelMarks {
  const { user } = useAuth();
  const completed = useQuery({ ...playerLevelsQueryOptions(type, user?.playerId ?? 0, 'completed'), enabled: user !== null });
  const done = useMemo(() => new Set(user ? completed.data?.map((level) => level.id) : undefined), [user, completed.data]);
  return useMemo(
    () => ({
      victor: (level) => {
        if (!isClassicLevel(level)) return null;
        return level.firstVictorName ?? levelListTexts.noHolder;
      },
      completed: (id) => done.has(id),
    }),
    [done],
  );
}
