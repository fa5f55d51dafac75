/**
 * A process's link previews in memory (http/derived-cache.ts): each page's head by address and
 * language, and each card drawn, current until the next change to the data, bounded by bytes.
 */
import { DerivedCache, type Generations } from '../http/derived-cache';
import type { PageHead } from '../http/page-head';
import type { Card } from './cards';
/** A card, or null for a level or player that does not exist. */
export type HeldCard = { card: Card | null };
export type PreviewCaches = { pages: DerivedCache<PageHead>; cards: DerivedCache<HeldCard> };

/** About 2 KB a page: thousands of addresses in every language. */
const PAGES_BYTES = 4 * 1024 * 1024;
/** About 65 KB a card: a few hundred, the ones being shared. */
const CARDS_BYTES = 24 * 1024 * 1024;
/** What an entry costs besides its own bytes (its objects and the cache's slot). */
const OVERHEAD = 200;

export function createPreviewCaches(generations: Generations): PreviewCaches {
  return {
    pages: new DerivedCache<PageHead>(
      generations,
      PAGES_BYTES,
      (page, key) => key.length + OVERHEAD + (page.status === 200 ? page.head.length * 2 : 0),
    ),
    cards: new DerivedCache<HeldCard>(
      generations,
      CARDS_BYTES,
      ({ card }, key) => key.length + OVERHEAD + (card ? card.png.length + card.etag.length : 0),
    ),
  };
}
