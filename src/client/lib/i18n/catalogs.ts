/**
 * Loading the French or Arabic catalog (src/client/i18n/<locale>/): `first` before the first render,
 * `rest` after it; English needs neither. A catalog that cannot load (offline before the service
 * worker holds it) leaves the English texts in place rather than keeping the page from drawing, and
 * is tried again once back online.
 */
import { loadWhenOnline } from '../later';
import { getLocale, type Locale } from './locale';
import { applyCatalog, type CatalogPart } from './registry';

type Part = () => Promise<{ default: CatalogPart }>;

const CATALOGS: Record<Exclude<Locale, 'en'>, { first: Part; rest: Part }> = {
  fr: { first: () => import('../../i18n/fr/first'), rest: () => import('../../i18n/fr/rest') },
  ar: { first: () => import('../../i18n/ar/first'), rest: () => import('../../i18n/ar/rest') },
};

const load = (part: 'first' | 'rest'): Promise<void> => {
  const locale = getLocale();
  if (locale === 'en') return Promise.resolve();
  return CATALOGS[locale][part]().then((catalog) => applyCatalog(catalog.default));
};

/** The first screens' texts; never rejects (English stays where it failed). */
export const loadFirstTexts = (): Promise<void> => load('first').catch(() => {});

let rest: Promise<void> | undefined;

/** Every other text, loaded once; what draws after the first screen waits for it. */
export function loadRestTexts(): Promise<void> {
  rest ??= loadWhenOnline(() => load('rest'));
  return rest;
}
