/** Database rows of levels to their wire shapes: the field names the original clients read, kept so they keep working. */
import type { LevelType } from '../../shared/constants';
import type { ClassicLevel, LevelName, PlatformerLevel } from '../../shared/schemas/levels';
import type { levels } from '../db/schema';

export type LevelRow = typeof levels.$inferSelect;
/** A level as the reads give it: its row and its first victor's (classic) or record holder's (platformer) username. */
export type LevelView = LevelRow & { holderName: string | null };
export type WireLevel = ClassicLevel | PlatformerLevel;

function base(row: LevelRow) {
  return {
    id: row.id,
    name: row.name,
    publisher: row.publisher,
    difficulty: row.difficulty,
    link: row.link,
    thumbnail: row.thumbnail,
    points: row.points,
    ranking: row.ranking,
    version: row.version,
  };
}

export function toClassicLevel(row: LevelView): ClassicLevel {
  return {
    ...base(row),
    // Classic rows always carry both (create requires them); the fallbacks only narrow the column types.
    duration: row.duration ?? 'MEDIUM',
    minPoints: row.minPoints,
    minimumCompletion: row.minimumCompletion ?? 100,
    firstVictor: row.holderId,
    firstVictorName: row.holderName,
  };
}

export function toPlatformerLevel(row: LevelView): PlatformerLevel {
  return { ...base(row), recordHolder: row.holderId, recordHolderName: row.holderName };
}

export function toWireLevel(type: LevelType, row: LevelView): WireLevel {
  return type === 'classic' ? toClassicLevel(row) : toPlatformerLevel(row);
}

export function toLevelName(row: { id: string; name: string }): LevelName {
  return { id: row.id, name: row.name };
}
