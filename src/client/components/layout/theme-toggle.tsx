/**
 * Light, dark or system, stored under vite-ui-theme: one button in the top bar, showing the sun or the
 * moon of the theme in use. Its menu (components/app/theme-menu.tsx) loads when it is first opened.
 */
import { css } from 'styled-system/css';
import { Icon } from '../ui/first-visit/icon';
import { lazyPart } from '../../lib/lazy-part';
import { MenuToggle } from './menu-toggle';
import { layoutTexts } from './texts';

const ThemeMenu = lazyPart(() => import('../app/theme-menu'));

// The class on <html> (lib/theme.ts, and index.html before the first paint) shows one of the two.
const styles = { sun: css({ _dark: { display: 'none' } }), moon: css({ display: 'none', _dark: { display: 'inline' } }) };

export function ThemeToggle() {
  return (
    <MenuToggle label={layoutTexts.theme} menu={ThemeMenu}>
      <Icon icon="sun" className={styles.sun} />
      <Icon icon="moon" className={styles.moon} />
    </MenuToggle>
  );
}
