/**
 * The groups of built files a device keeps offline (src/build/first-screen.ts gives each file its
 * group): the public screens on every device, the player's and the staff's on a device where they sign
 * in. The page tells the service worker (sw/sw.ts) which signed-in groups to keep, and writes the
 * choice where a worker that installs later reads it.
 */
export type SignedInGroup = 'player' | 'staff';
export type OfflineGroup = 'public' | SignedInGroup;

export const SIGNED_IN_GROUPS: readonly SignedInGroup[] = ['player', 'staff'];

/**
 * The public files a first visit does not load itself come to the worker at install in one file, the
 * pack (src/build/public-pack.ts): each file's path and text, compressed as one, so the precache costs
 * one request and fewer bytes than the files one by one. The worker keeps them in a cache of their own.
 */
export type Pack = [path: string, text: string][];
export const PACKED_CACHE = 'public-packed';

/** The message that asks the worker to keep `groups`. */
export const KEEP_GROUPS = 'KEEP_GROUPS';

/** Where the choice is kept: a key in a cache of its own. */
export const KEPT_GROUPS = { cache: 'signed-in-groups', key: '/kept-groups' } as const;

/** The signed-in groups named in `value` (the kept choice, or a message), nothing else. */
export const signedInGroupsIn = (value: unknown): SignedInGroup[] =>
  Array.isArray(value) ? value.filter((group): group is SignedInGroup => SIGNED_IN_GROUPS.includes(group as SignedInGroup)) : [];

/**
 * Adds `groups` to the choice kept in Cache Storage (from the page or the worker) and answers every
 * group now kept; with no groups, only reads it.
 */
export async function keepGroups(groups: readonly SignedInGroup[]): Promise<SignedInGroup[]> {
  const cache = await caches.open(KEPT_GROUPS.cache);
  const kept = signedInGroupsIn(await (await cache.match(KEPT_GROUPS.key))?.json().catch(() => []));
  const all = [...new Set([...kept, ...groups])];
  if (all.length > kept.length) await cache.put(KEPT_GROUPS.key, new Response(JSON.stringify(all)));
  return all;
}
