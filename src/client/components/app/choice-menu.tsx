/**
 * A top bar menu of one choice among a few (the theme, the language), the one in use checked. Loaded
 * when its button is first pressed (layout/menu-toggle.tsx), it opens at once in that button's place.
 */
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { IconButton } from '../ui/first-visit/button';
import type { MenuProps } from '../layout/menu-toggle';
import { Menu } from '../ui/on-demand/menu';

export type Choice<T extends string> = { value: T; label: string; icon?: ReactNode; lang?: string };

type Props<T extends string> = MenuProps & { value: T; choices: readonly Choice<T>[]; onChoose: (value: T) => void };

export function ChoiceMenu<T extends string>({ label, children, value, choices, onChoose }: Props<T>) {
  return (
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={label}>
          {children}
        </IconButton>
      </Menu.Trigger>
      <Menu.Popup className={css({ minWidth: '40' })}>
        <Menu.RadioItemGroup value={value} onValueChange={(details) => onChoose(details.value as T)}>
          <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
          {choices.map((choice) => (
            <Menu.RadioItem key={choice.value} value={choice.value} className={css({ justifyContent: 'flex-start', gap: '2' })}>
              {choice.icon}
              <Menu.ItemText lang={choice.lang} className={css({ flex: '1' })}>
                {choice.label}
              </Menu.ItemText>
              <Menu.ItemIndicator>
                <Check aria-hidden="true" size={16} />
              </Menu.ItemIndicator>
            </Menu.RadioItem>
          ))}
        </Menu.RadioItemGroup>
      </Menu.Popup>
    </Menu.Root>
  );
}
