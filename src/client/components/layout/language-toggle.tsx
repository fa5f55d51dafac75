/** The language button of the top bar, showing the language in use; its menu (components/app/language-menu.tsx) loads when it is first opened. */
import { getLocale, LOCALE_CODES } from '../../lib/i18n/locale';
import { lazyPart } from '../../lib/lazy-part';
import { MenuToggle } from './menu-toggle';
import { layoutTexts } from './texts';

const LanguageMenu = lazyPart(() => import('../app/language-menu'));

export function LanguageToggle() {
  return (
    <MenuToggle label={layoutTexts.language} menu={LanguageMenu}>
      <span aria-hidden="true">{LOCALE_CODES[getLocale()]}</span>
    </MenuToggle>
  );
}
