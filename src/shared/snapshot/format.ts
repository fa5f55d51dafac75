/**
 * The parts of the public snapshot's format that both ends run: its version, the player flags and
 * how a record's link is packed. Kept apart from the schema (src/shared/schemas/snapshot.ts) so the
 * device's reader loads only with the offline code, never in the first-visit chunk. Bump
 * SNAPSHOT_FORMAT when a row changes shape: a device drops a saved snapshot of another format.
 */
export const SNAPSHOT_FORMAT = 4;

/** A player's flags, one bit each. */
export const PLAYER_FLAGS = { staff: 1, active: 2, avatar: 4 } as const;

/**
 * A record's link: a YouTube address of the usual form is sent as its 11-character video id (most
 * records link one, and the id is a quarter of the address); any other link is sent whole, behind
 * a `!` when it could be mistaken for an id.
 */
const VIDEO_PREFIX = 'https://www.youtube.com/watch?v=';
const VIDEO_ID = /^[\w-]{11}$/;

export function packLink(link: string | null): string | null {
  if (link === null) return null;
  const id = link.startsWith(VIDEO_PREFIX) ? link.slice(VIDEO_PREFIX.length) : null;
  if (id !== null && VIDEO_ID.test(id)) return id;
  return VIDEO_ID.test(link) || link.startsWith('!') ? `!${link}` : link;
}

export function unpackLink(packed: string | null): string | null {
  if (packed === null) return null;
  if (packed.startsWith('!')) return packed.slice(1);
  return VIDEO_ID.test(packed) ? VIDEO_PREFIX + packed : packed;
}
