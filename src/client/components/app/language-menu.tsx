/**
 * The language's menu: English, Français, العربية (each in its own language and script). Choosing
 * another keeps it on the device and loads the page again in it.
 */
import { getLocale, LOCALE_KEY, LOCALES, type Locale } from '../../lib/i18n/locale';
import type { MenuProps } from '../layout/menu-toggle';
import { ChoiceMenu } from './choice-menu';

/** Each language's own name, as its speakers write it. */
const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ar: 'العربية' };

/** Keeps the choice and loads the page again in it (every screen, dialog and format follows). */
function chooseLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    return; // storage refused: the choice could not be kept, so the page stays as it is
  }
  if (locale !== getLocale()) window.location.reload();
}

export default function LanguageMenu(props: MenuProps) {
  const choices = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale], lang: locale }));
  return <ChoiceMenu {...props} value={getLocale()} choices={choices} onChoose={chooseLocale} />;
}
