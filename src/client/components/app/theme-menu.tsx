/** The theme's menu: Light, Dark or System. */
import { Monitor } from 'lucide-react';
import { setTheme, THEMES, useTheme, type Theme } from '../../lib/theme';
import { Icon } from '../ui/first-visit/icon';
import type { MenuProps } from '../layout/menu-toggle';
import { ChoiceMenu } from './choice-menu';
import { appTexts } from './texts';

/** Each theme's icon: the sun and the moon are the top bar's own drawings, already loaded. */
const ICONS = {
  light: <Icon icon="sun" size={16} />,
  dark: <Icon icon="moon" size={16} />,
  system: <Monitor aria-hidden="true" size={16} />,
} satisfies Record<Theme, unknown>;

export default function ThemeMenu(props: MenuProps) {
  const choices = THEMES.map((value) => ({ value, label: appTexts.themes[value], icon: ICONS[value] }));
  return <ChoiceMenu {...props} value={useTheme()} choices={choices} onChoose={setTheme} />;
}
