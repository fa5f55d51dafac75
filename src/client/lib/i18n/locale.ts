/**
 * The language of the interface: English, French or Arabic. The choice is kept on the device under
 * `language`; without one, the browser's preferred languages decide (the first of them that the site
 * speaks), and English otherwise. index.html sets `<html lang dir>` from the same rule before the
 * first paint; a change of language is stored and the page loads again in it (see registry.ts).
 */
export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_KEY = 'language';

/** The top bar's short sign of each language. */
export const LOCALE_CODES: Record<Locale, string> = { en: 'EN', fr: 'FR', ar: 'ع' };
/**
 * The locale `Intl` formats with: Moroccan French and Moroccan Arabic, whose numbers are written
 * with Latin digits as they are in Morocco.
 */
const FORMAT_LOCALES: Record<Locale, string> = { en: 'en', fr: 'fr-MA', ar: 'ar-MA' };

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The stored choice, else the first of the browser's languages the site speaks, else English. */
export function preferredLocale(stored: string | null, languages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

function readStored(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

const current: Locale = preferredLocale(
  readStored(),
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
);

export const getLocale = (): Locale => current;
export const formatLocale = (): string => FORMAT_LOCALES[current];
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** `<html lang dir>` for the language in use (index.html sets them before the first paint; this keeps them true). */
export function applyLocale(): void {
  document.documentElement.lang = current;
  document.documentElement.dir = directionOf(current);
}
