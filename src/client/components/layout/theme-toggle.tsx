/**
 * Light, dark or system, stored under vite-ui-theme: one button in the top bar, showing the sun or the
 * moon of the theme in use. Its menu (components/app/theme-menu.tsx) loads when it is first opened;
 * until then the button stands in for the menu's own trigger.
 */
import { Moon, Sun } from 'lucide-react';
import { Suspense, startTransition, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTheme } from '../../lib/theme';
import { IconButton } from '../ui/first-visit/button';
import { layoutTexts } from './texts';

const ThemeMenu = lazyPart(() => import('../app/theme-menu'));

export function ThemeToggle() {
  useTheme(); // drawn again when the theme changes: lib/theme.ts has set <html>'s class by then
  const [wanted, setWanted] = useState(false);
  const icon = document.documentElement.classList.contains('dark') ? <Moon /> : <Sun />;
  const button = (
    <IconButton variant="ghost" aria-label={layoutTexts.theme} aria-haspopup="menu" onClick={() => startTransition(() => setWanted(true))}>
      {icon}
    </IconButton>
  );
  return <Suspense fallback={button}>{wanted ? <ThemeMenu icon={icon} /> : button}</Suspense>;
}
