/**
 * Loading the French or Arabic catalog (src/client/i18n/<locale>/) in parts, each with what draws it:
 * `first` before the first render (the shell and the level lists); `shell` right after it (the
 * shell's later parts on every page: notices, side panel, footer, toasts); `public` with the other
 * public pages and parts (the level page, the leaderboard, profiles, the stat viewer, the guidelines,
 * the search); `player` and `refusals` with the signed-in player's screens and parts (sign-in,
 * settings, submissions, the outbox); `staff` with the staff area. A visitor's first visit to a list
 * loads only `first` and `shell`. English needs none. A part that cannot load (offline before the
 * service worker holds it) leaves the English texts in place rather than keeping the page from
 * drawing, and is tried again once back online.
 */
import { loadWhenOnline } from '../later';
import type { TextsPart } from './catalog-parts';
import { getLocale, type Locale } from './locale';
import { applyCatalog, type CatalogPart } from './registry';

export type { TextsPart };

/** The first screens' texts of each language but English (also what the frame of index.html is drawn with: app/frame.tsx). */
export const FIRST_TEXTS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: CatalogPart }>> = {
  fr: () => import('../../i18n/fr/first'),
  ar: () => import('../../i18n/ar/first'),
};

/** What the other public pages and parts draw. */
export const PUBLIC_TEXTS: readonly TextsPart[] = ['shell', 'public'];
/** What a signed-in player's screens and parts draw: their own texts, and how refusals are worded. */
export const PLAYER_TEXTS: readonly TextsPart[] = [...PUBLIC_TEXTS, 'player', 'refusals'];
/** The staff area: the player's parts (its forms, the outbox) and its own. */
export const STAFF_TEXTS: readonly TextsPart[] = [...PLAYER_TEXTS, 'staff'];

/** The first screens' texts; never rejects (English stays where it failed). */
export function loadFirstTexts(): Promise<void> {
  const locale = getLocale();
  if (locale === 'en') return Promise.resolve();
  return FIRST_TEXTS[locale]().then(
    (catalog) => applyCatalog(catalog.default),
    () => {},
  );
}

const loading = new Map<TextsPart, Promise<void>>();

function loadPart(part: TextsPart): Promise<void> {
  const locale = getLocale();
  if (locale === 'en') return Promise.resolve();
  return import('./catalog-parts')
    .then(({ CATALOG_PARTS }) => CATALOG_PARTS[locale][part]())
    .then((catalog) => applyCatalog(catalog.default));
}

/** The parts given, each loaded once; what draws with them waits for them. */
export function loadTexts(parts: readonly TextsPart[]): Promise<void> {
  return Promise.all(
    parts.map((part) => {
      let loaded = loading.get(part);
      if (!loaded) loading.set(part, (loaded = loadWhenOnline(() => loadPart(part))));
      return loaded;
    }),
  ).then(() => undefined);
}
