/**
 * Versions for conflict-safe writes (docs/decisions/008-versions.md). Every level, record, region and
 * submission carries `version`, a number the server raises on each change of the row; a write that
 * sends `If-Match: "<version>"` is refused with 412 `stale` when the row has changed since.
 *
 * The order of a level list has a version of its own, computed from the ids in ranking order, so the
 * client and the server find the same value without a field on the wire: a reorder sends it, and is
 * refused when someone else added, removed or moved a level meanwhile. Edits of one level's fields do
 * not change the order's version, and a reorder does not change the levels' own versions.
 */

/** The `If-Match` value of a version: a strong entity tag. */
export const ifMatchOf = (version: number | string): string => `"${version}"`;

/**
 * The version an `If-Match` header names, or null when there is none. `*` (any version) counts as
 * none; a weak tag (`W/"3"`) and a bare value (`3`) are read as their value.
 */
export function parseIfMatch(header: string | undefined | null): string | null {
  const value = header?.trim();
  if (!value || value === '*') return null;
  return value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** FNV-1a over the text's UTF-16 code units, from a given offset basis; 32 bits. */
function fnv1a(text: string, basis: number): number {
  let hash = basis;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The version of a level list's order: 16 hex digits from its ids in ranking order. */
export function orderVersion(idsInOrder: readonly string[]): string {
  const text = idsInOrder.join(',');
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return `o${hex(fnv1a(text, 0x811c9dc5))}${hex(fnv1a(text, 0x2c9277b5))}`;
}
