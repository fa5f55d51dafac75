/**
 * Everything read from the source, put through this site's own rules before anything is written:
 * each value as the API would take it from staff (a level's fields as the level form sends them, a
 * record's value and link, a region's name, a player's username and socials as the profile form
 * does), and the parts against each other (every record's level and player, every holder, a name
 * or id twice). The source is untrusted: one refused value refuses the whole import, and every
 * refusal is listed with its address, field and value, so the source can be corrected in one go.
 *
 * Usernames follow the site's sign-up rule (shared/username.ts): the 2024 site took any text, so a
 * name with `/` (whose profile the 2024 site itself could not open) or one that differs from
 * another only in case or Unicode form is refused here, naming what to rename.
 * What the rules change on the way (a ranking 0 placed first, a region the source no longer has)
 * is kept as notes for the report.
 */
import * as v from 'valibot';
import { AVATAR_SIZE, LEVEL_TYPES, type LevelType } from '../../shared/constants';
import { ProfileUpdateSchema, UsernameSchema } from '../../shared/schemas/input/players';
import { RegionInputSchema } from '../../shared/schemas/input/regions';
import { socialAddress } from '../../shared/social';
import { usernameKey } from '../../shared/username';
import { checkLevels, checkRecords, resolvePlayer, shown, sourceTime, type PlanLevel, type PlanRecord } from './check-lists';
import type { SourceAvatar, SourceRead } from './read';
import { ImportError, type Source } from './source';

export type PlanRegion = { sourceId: string; name: string; published: Record<LevelType, number | null> };
export type PlanPlayer = {
  sourceId: string;
  username: string;
  regionSourceId: string | null;
  dateJoined: Date | null;
  discord: string | null;
  youtube: string | null;
  twitter: string | null;
  twitch: string | null;
  isStaff: boolean;
  isActive: boolean;
  avatar: SourceAvatar;
  published: Record<LevelType, number | null>;
};
export type ImportPlan = {
  regions: PlanRegion[];
  players: PlanPlayer[];
  lists: Record<LevelType, { levels: PlanLevel[]; records: PlanRecord[] }>;
  /** What the report says about the way the source was read and taken. */
  notes: string[];
};

const REFUSALS_SHOWN = 40;

/** A username the rule refuses, made into one it takes where that is simple: the suggestion a refusal gives. */
function suggestion(name: string): string | null {
  const made = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}_.\- ]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s-]+|[\s-]+$/g, '');
  return v.safeParse(UsernameSchema, made).success ? made : null;
}

export function checkSource(source: Source, read: SourceRead): ImportPlan {
  const refusals: string[] = [];
  const notes: string[] = [];
  const refuse = (line: string) => void refusals.push(line);
  const firstIssue = (result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] }) =>
    result.issues?.[0]?.message ?? 'is not valid';

  // Regions.
  const regions: PlanRegion[] = [];
  const regionIds = new Set<string>();
  const regionNames = new Map<string, string>();
  for (const region of read.regions) {
    const where = `${source.at('/api/public/regions')} region ${region.id}`;
    if (regionIds.has(region.id)) refuse(`${where}: the id is listed twice.`);
    regionIds.add(region.id);
    const name = v.safeParse(RegionInputSchema.entries.name, region.name);
    if (!name.success) {
      refuse(`${where} name ${shown(region.name)}: ${firstIssue(name)}.`);
      continue;
    }
    const twin = regionNames.get(name.output.toLowerCase());
    if (twin !== undefined) refuse(`${where}: the name '${name.output}' is also region ${twin}'s.`);
    regionNames.set(name.output.toLowerCase(), region.id);
    regions.push({
      sourceId: region.id,
      name: name.output,
      published: { classic: region.classicPoints, platformer: region.platformerPoints },
    });
  }

  // Players.
  const players: PlanPlayer[] = [];
  const playerIds = new Set<string>();
  const byKey = new Map<string, string>();
  /** The source's exact usernames (2024 names are case-sensitive): how records and holders name players. */
  const byName = new Map<string, string>();
  for (const player of read.players) {
    const where = `${source.at(player.from)} player ${shown(player.username)}`;
    if (playerIds.has(player.id)) refuse(`${source.at('/api/public/players')}: player id ${player.id} is listed twice.`);
    playerIds.add(player.id);
    byName.set(player.username, player.id);
    const username = v.safeParse(UsernameSchema, player.username);
    if (!username.success) {
      const better = suggestion(player.username);
      refuse(
        `${where} (id ${player.id}) username: ${firstIssue(username)}; rename it on the source${better ? `, for example to '${better}'` : ''}.`,
      );
      continue;
    }
    const key = usernameKey(username.output);
    const twin = byKey.get(key);
    if (twin !== undefined) {
      refuse(
        `${where} (id ${player.id}) username: '${twin}' and '${player.username}' are one name here (usernames are unique whatever their case): rename one of them on the source.`,
      );
    }
    byKey.set(key, player.username);
    const field = <K extends 'discord' | 'youtube' | 'twitter' | 'twitch'>(name: K) => {
      const parsed = v.safeParse(ProfileUpdateSchema.entries[name], player[name]);
      if (!parsed.success) {
        refuse(`${where} ${name} ${shown(player[name])}: ${firstIssue(parsed)}.`);
        return null;
      }
      return name === 'discord' ? (parsed.output as string | null) : socialAddress(name, parsed.output as string);
    };
    const joined = player.dateJoined === null ? null : sourceTime(player.dateJoined);
    if (joined === undefined)
      refuse(`${where} dateJoined ${shown(player.dateJoined)}: must be a date and time, such as 2024-08-10T21:09:23.318.`);
    let regionSourceId = player.region;
    if (regionSourceId !== null && !regionIds.has(regionSourceId)) {
      notes.push(
        `player ${username.output}: region ${regionSourceId} is not in /api/public/regions (the source shows 'Unknown Region'): imported without a region.`,
      );
      regionSourceId = null;
    }
    if (player.builtFromLists)
      notes.push(
        `player ${username.output}: ${source.at(`/api/public/players/username/${encodeURIComponent(player.username)}`)} could not be read, so the profile was built from the lists (no socials or join date).`,
      );
    players.push({
      sourceId: player.id,
      username: username.output,
      regionSourceId,
      dateJoined: joined ?? null,
      discord: field('discord'),
      youtube: field('youtube'),
      twitter: field('twitter'),
      twitch: field('twitch'),
      isStaff: player.isStaff,
      isActive: player.isActive,
      avatar: player.avatar,
      published: { classic: player.classicPoints, platformer: player.platformerPoints },
    });
  }
  const reencoded = read.players.filter((player) => player.avatarReencoded).length;
  if (reencoded > 0)
    notes.push(`${reencoded} avatars were re-encoded as this site keeps uploads (a ${AVATAR_SIZE}×${AVATAR_SIZE} JPEG without metadata).`);

  const lists = {} as ImportPlan['lists'];
  for (const type of LEVEL_TYPES) {
    const { levels, records, fromPages } = read.lists[type];
    if (fromPages > 0)
      notes.push(
        `${type} records of ${fromPages} levels were read from the pages of /api/public/${type}-records (the source answers 500 for a level without a first victor).`,
      );
    const planned = checkLevels(source, type, levels, { refuse, notes, resolve: resolvePlayer(playerIds, byName) });
    lists[type] = { levels: planned.levels, records: checkRecords(type, records, planned.ids, byName, { refuse, firstIssue }) };
  }

  if (refusals.length > 0) {
    const more = refusals.length > REFUSALS_SHOWN ? [`  … and ${refusals.length - REFUSALS_SHOWN} more`] : [];
    throw new ImportError(
      [
        `The source holds ${refusals.length === 1 ? 'a value' : `${refusals.length} values`} this site refuses, so nothing was written. Correct ${refusals.length === 1 ? 'it' : 'them'} on the source and run the import again:`,
        ...refusals.slice(0, REFUSALS_SHOWN).map((line) => `  ${line}`),
        ...more,
      ].join('\n'),
    );
  }
  return { regions, players, lists, notes };
}

export { ImportError, type PlanLevel, type PlanRecord };
