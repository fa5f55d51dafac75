/**
 * Light, dark or system, stored under vite-ui-theme: one button in the top bar, showing the sun or the
 * moon of the theme in use. Its menu (components/app/theme-menu.tsx) loads when it is first opened.
 */
import { Icon } from '../ui/first-visit/icon';
import { lazyPart } from '../../lib/lazy-part';
import { useTheme } from '../../lib/theme';
import { MenuToggle } from './menu-toggle';
import { layoutTexts } from './texts';

const ThemeMenu = lazyPart(() => import('../app/theme-menu'));

export function ThemeToggle() {
  useTheme(); // drawn again when the theme changes: lib/theme.ts has set <html>'s class by then
  return (
    <MenuToggle label={layoutTexts.theme} menu={ThemeMenu}>
      <Icon icon={document.documentElement.classList.contains('dark') ? 'moon' : 'sun'} />
    </MenuToggle>
  );
}
