/**
 * Own profile update rules:
 * - the username is unique ignoring case (409 `username_taken`); an inactive account (a new Google
 *   sign-in with a generated name) becomes active when its username changes, and `isActive` from the
 *   body is ignored, so nobody activates or deactivates by just sending the flag;
 * - the region can be chosen once: while the stored region is null any existing region may be set;
 *   afterwards a different region is 409 `region_locked` (the same region or null leaves it as is);
 * - socials are stored as full addresses, discord as the plain handle.
 * Everything is checked before anything is written.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { socialAddress } from '../../shared/social';
import type { ProfileUpdate } from '../../shared/schemas/input/players';
import type { OwnProfile } from '../../shared/schemas/own-profile';
import type { Log } from '../db/change-log';
import type { Tx } from '../db/database';
import { players } from '../db/schema';
import { errors } from '../rules/errors';
import { requireRegion } from '../regions/queries';
import { findOwnProfile } from './queries';

/**
 * Both sides lower-cased by the database, so this check and the unique index on lower(username) agree:
 * JavaScript's toLowerCase differs from SQL's lower() on a few letters (a final Σ, İ).
 */
async function guardUsername(tx: Tx, playerId: number, username: string): Promise<void> {
  const [other] = await tx
    .select({ id: players.id })
    .from(players)
    .where(and(eq(sql`lower(${players.username})`, sql`lower(${username}::text)`), ne(players.id, playerId)));
  if (other) throw errors.usernameTaken();
}

/** The region to store: the current one unless a first region is being chosen. */
async function nextRegion(tx: Tx, current: number | null, wanted: number | null | undefined): Promise<number | null> {
  if (wanted == null || wanted === current) return current;
  await requireRegion(tx, wanted).catch(() => {
    throw errors.unknownReference('region', 'This region does not exist.');
  });
  if (current !== null) throw errors.regionLocked();
  return wanted;
}

/** A concurrent rename to the same name passes the check but not the unique index, which answers the same 409. */
/** The fields of a profile everyone sees, as the log names them. */
const PUBLIC_FIELDS = ['username', 'regionId', 'discord', 'youtube', 'twitter', 'twitch'] as const;

export async function updateProfile(tx: Tx, log: Log, playerId: number, input: ProfileUpdate): Promise<OwnProfile> {
  // Locks the row so two concurrent updates cannot both pass the one-time region choice.
  const [current] = await tx
    .select({
      username: players.username,
      regionId: players.regionId,
      isActive: players.isActive,
      discord: players.discord,
      youtube: players.youtube,
      twitter: players.twitter,
      twitch: players.twitch,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  if (!current) throw errors.unauthenticated();
  await guardUsername(tx, playerId, input.username);
  const regionId = await nextRegion(tx, current.regionId, input.region);
  const next = {
    username: input.username,
    regionId,
    discord: input.discord,
    youtube: socialAddress('youtube', input.youtube),
    twitter: socialAddress('twitter', input.twitter),
    twitch: socialAddress('twitch', input.twitch),
  };
  await tx
    .update(players)
    .set({ ...next, isActive: current.isActive || input.username !== current.username })
    .where(eq(players.id, playerId));
  const changed = PUBLIC_FIELDS.filter((field) => (current[field] ?? null) !== (next[field] ?? null));
  if (changed.length > 0) {
    log.add({
      kind: 'player.edited',
      subjects: [`player:${playerId}`, ...(changed.includes('regionId') && regionId !== null ? [`region:${regionId}`] : [])],
      data: {
        player: { id: playerId, name: next.username },
        changed: Object.fromEntries(changed.map((field) => [field, [current[field] ?? null, next[field] ?? null]])),
      },
    });
  }
  return (await findOwnProfile(tx, playerId))!;
}
