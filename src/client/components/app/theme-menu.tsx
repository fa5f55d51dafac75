/**
 * The theme's menu: Light, Dark or System, the one in use checked. Loaded when the top bar's theme
 * button is first pressed, it opens at once and takes that button's place.
 */
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { setTheme, THEMES, useTheme, type Theme } from '../../lib/theme';
import { IconButton } from '../ui/first-visit/button';
import { Menu } from '../ui/on-demand/menu';
import { layoutTexts } from '../layout/texts';
import { appTexts } from './texts';

const ICONS = { light: Sun, dark: Moon, system: Monitor } satisfies Record<Theme, unknown>;

export default function ThemeMenu({ icon }: { icon: ReactNode }) {
  const theme = useTheme();
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={layoutTexts.theme}>
          {icon}
        </IconButton>
      </Menu.Trigger>
      <Menu.Popup className={css({ minWidth: '40' })}>
        <Menu.RadioItemGroup value={theme} onValueChange={(details) => setTheme(details.value as Theme)}>
          <Menu.ItemGroupLabel>{layoutTexts.theme}</Menu.ItemGroupLabel>
          {THEMES.map((value) => {
            const Icon = ICONS[value];
            return (
              <Menu.RadioItem key={value} value={value} className={css({ justifyContent: 'flex-start', gap: '2' })}>
                <Icon aria-hidden="true" size={16} />
                <Menu.ItemText className={css({ flex: '1' })}>{appTexts.themes[value]}</Menu.ItemText>
                <Menu.ItemIndicator>
                  <Check aria-hidden="true" size={16} />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            );
          })}
        </Menu.RadioItemGroup>
      </Menu.Popup>
    </Menu.Root>
  );
}
