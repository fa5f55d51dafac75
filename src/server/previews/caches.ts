/**
 * A process's link previews in memory (http/derived-cache.ts): each card drawn, current until the
 * next change to the data, bounded by bytes.
 */
import { DerivedCache, type Generations } from '../http/derived-cache';
import type { Card } from './cards';
/** A card, or null for a level or player that does not exist. */
export type HeldCard = { card: Card | null };
export type PreviewCaches = { cards: DerivedCache<HeldCard> };

/** About 65 KB a card: a few hundred, the ones being shared. */
const CARDS_BYTES = 24 * 1024 * 1024;
/** What an entry costs besides its own bytes (its objects and the cache's slot). */
const OVERHEAD = 200;

export function createPreviewCaches(generations: Generations): PreviewCaches {
  return {
    cards: new DerivedCache<HeldCard>(generations, CARDS_BYTES, ({ card }, key) => key.length + OVERHEAD + (card ? card.png.length + card.etag.length : 0)),
  };
}
