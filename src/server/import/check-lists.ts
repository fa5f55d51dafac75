/**
 * The levels and records of one list, through this site's rules for staff writes (check.ts says why):
 * a level's fields as the level form takes them, its id as the game's, its holder a player the source
 * lists (by id or by name, as the 2024 entities' two versions give it); a record's value and link as
 * the record form takes them, its level and player ones the source lists, one record per player and
 * level.
 */
import * as v from 'valibot';
import { LEVEL_ID_PATTERN, type LevelType } from '../../shared/constants';
import { ClassicLevelCreateSchema, PlatformerLevelCreateSchema } from '../../shared/schemas/input/levels';
import { ClassicRecordInputSchema, PlatformerRecordInputSchema } from '../../shared/schemas/input/records';
import type { ReadRecord } from './read';
import type { Source } from './source';
import type { SourceLevel } from './wire';

export type PlanLevel = {
  id: string;
  name: string;
  publisher: string;
  difficulty: string;
  link: string;
  thumbnail: string;
  duration: string | null;
  minimumCompletion: number | null;
  sourceRanking: number;
  holderSourceId: string | null;
  version: number | null;
};
export type PlanRecord = {
  sourceId: string;
  levelId: string;
  playerSourceId: string;
  percentage: number | null;
  timeMs: number | null;
  link: string | null;
  createdAt: Date | null;
  version: number | null;
};
const LEVEL_LISTS = { classic: ClassicLevelCreateSchema, platformer: PlatformerLevelCreateSchema } as const;
const RECORD_VALUES = {
  classic: ClassicRecordInputSchema.entries.recordPercentage,
  platformer: PlatformerRecordInputSchema.entries.recordTime,
} as const;
const RecordLinkSchema = ClassicRecordInputSchema.entries.link;

/** The 2024 server kept times without a zone in its own, UTC+1 (entities/Player.java: `ZoneId.of("UTC+1")`). */
const SOURCE_ZONE = '+01:00';
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?$/;
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})(?:\[[^\]]{1,40}\])?$/;

/** A time as the source gives it (with or without a zone), or undefined when it is not one. */
export function sourceTime(text: string): Date | undefined {
  const zoned = ZONED_TIME.test(text) ? text.replace(/\[.*\]$/, '') : LOCAL_TIME.test(text) ? `${text}${SOURCE_ZONE}` : null;
  const time = zoned === null ? NaN : Date.parse(zoned);
  return Number.isFinite(time) && time <= Date.now() + 86_400_000 ? new Date(time) : undefined;
}

/** A value as a refusal shows it: quoted, cut short. */
export const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** The game's id of a level as staff typed it there: spaces and leading zeros are not part of it. */
const gameId = (id: string) => id.trim().replace(/^0+(?=\d)/, '');

/** A holder as the source names it: a player's id (one 2024 version) or username (another). */
export const resolvePlayer =
  (ids: ReadonlySet<string>, byName: ReadonlyMap<string, string>) =>
  (ref: string, name: string | null): string | null =>
    ids.has(ref) ? ref : (byName.get(ref) ?? (name !== null ? (byName.get(name) ?? null) : null));

export type Checking = {
  refuse: (line: string) => void;
  firstIssue: (result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] }) => string;
};

export function checkLevels(
  source: Source,
  type: LevelType,
  levels: readonly SourceLevel[],
  { refuse, notes, resolve }: Pick<Checking, 'refuse'> & { notes: string[]; resolve: (ref: string, name: string | null) => string | null },
): { levels: PlanLevel[]; ids: Map<string, string> } {
  const listAddress = source.at(`/api/public/${type}-levels/list`);
  const ids = new Map<string, string>();
  const planned: PlanLevel[] = [];
  const seen = new Map<string, string>();
  for (const level of levels) {
    const id = gameId(level.id);
    const where = `${listAddress} level ${shown(level.id)}`;
    if (!LEVEL_ID_PATTERN.test(id)) {
      refuse(`${where} id: must be the game's level id (digits).`);
      continue;
    }
    if (seen.has(id)) refuse(`${where}: the same game id as level ${shown(seen.get(id))}.`);
    seen.set(id, level.id);
    ids.set(level.id, id);
    if (id !== level.id) notes.push(`${type} level ${shown(level.id)}: read as the game id ${id}.`);
    if (level.ranking < 0) refuse(`${where} ranking ${level.ranking}: must be 0 or more.`);
    const input =
      type === 'classic' && 'duration' in level
        ? {
            id,
            name: level.name,
            publisher: level.publisher,
            difficulty: level.difficulty,
            link: level.link,
            thumbnail: level.thumbnail,
            duration: level.duration,
            minimumCompletion: level.minimumCompletion,
          }
        : { id, name: level.name, publisher: level.publisher, difficulty: level.difficulty, link: level.link, thumbnail: level.thumbnail };
    const fields = v.safeParse(LEVEL_LISTS[type], input);
    if (!fields.success) {
      for (const issue of fields.issues) {
        const field = String(issue.path?.[0]?.key ?? 'level');
        refuse(`${where} ${field} ${shown((input as Record<string, unknown>)[field])}: ${issue.message}.`);
      }
      continue;
    }
    const holderRef = 'firstVictor' in level ? level.firstVictor : level.recordHolder;
    const holderName = 'firstVictor' in level ? level.firstVictorName : level.recordHolderName;
    const holder = holderRef === null ? null : resolve(holderRef, holderName);
    if (holderRef !== null && holder === null)
      refuse(
        `${where} ${'firstVictor' in level ? 'firstVictor' : 'recordHolder'} ${shown(holderRef)}: names no player /api/public/players lists.`,
      );
    const output = fields.output as { duration?: string; minimumCompletion?: number } & typeof fields.output;
    planned.push({
      id,
      name: output.name,
      publisher: output.publisher,
      difficulty: output.difficulty,
      link: output.link,
      thumbnail: output.thumbnail,
      duration: output.duration ?? null,
      minimumCompletion: output.minimumCompletion ?? null,
      sourceRanking: level.ranking,
      holderSourceId: holder,
      version: level.version,
    });
  }
  const zero = planned.filter((level) => level.sourceRanking === 0);
  if (zero.length > 0) {
    notes.push(
      `${zero.length} ${type} level${zero.length > 1 ? 's have' : ' has'} ranking 0 on the source (just added there, which lists ${zero.length > 1 ? 'them' : 'it'} first): placed first here too, ${zero.map((level) => `'${level.name}'`).join(', ')}.`,
    );
  }
  return { levels: planned, ids };
}

export function checkRecords(
  type: LevelType,
  records: readonly ReadRecord[],
  levelIds: ReadonlyMap<string, string>,
  byName: ReadonlyMap<string, string>,
  { refuse, firstIssue }: Checking,
): PlanRecord[] {
  const planned: PlanRecord[] = [];
  const seenIds = new Set<string>();
  const seenRuns = new Map<string, string>();
  for (const record of records) {
    const where = `${record.from} record ${record.id}`;
    if (seenIds.has(record.id)) refuse(`${where}: the id is listed twice.`);
    seenIds.add(record.id);
    const levelId = levelIds.get(record.level);
    const playerSourceId = byName.get(record.player);
    if (levelId === undefined) refuse(`${where} level ${shown(record.level)}: is not a level of /api/public/${type}-levels/list.`);
    if (playerSourceId === undefined) refuse(`${where} player ${shown(record.player)}: names no player /api/public/players lists.`);
    const raw = 'recordPercentage' in record ? record.recordPercentage : record.recordTime;
    const value = v.safeParse(RECORD_VALUES[type], raw);
    if (!value.success) refuse(`${where} ${type === 'classic' ? 'recordPercentage' : 'recordTime'} ${shown(raw)}: ${firstIssue(value)}.`);
    const link = v.safeParse(RecordLinkSchema, record.link);
    if (!link.success) refuse(`${where} link ${shown(record.link)}: ${firstIssue(link)}.`);
    const createdAt = record.date === null ? null : sourceTime(record.date);
    if (createdAt === undefined) refuse(`${where} date ${shown(record.date)}: must be a date and time.`);
    if (levelId === undefined || playerSourceId === undefined || !value.success || !link.success || createdAt === undefined) continue;
    const run = `${levelId} ${playerSourceId}`;
    const twin = seenRuns.get(run);
    if (twin !== undefined)
      refuse(`${where}: ${record.player} has another record on level ${levelId} (${twin}); keep one of them on the source.`);
    seenRuns.set(run, record.id);
    planned.push({
      sourceId: record.id,
      levelId,
      playerSourceId,
      link: link.output,
      createdAt,
      version: record.version,
      percentage: type === 'classic' ? (value.output as number) : null,
      timeMs: type === 'platformer' ? (value.output as number) : null,
    });
  }
  return planned;
}
