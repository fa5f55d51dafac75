import { Monitor, Moon, Sun } from 'lucide-react';
import { setTheme, useTheme } from '../../lib/theme';
import { ToggleGroup } from '../ui/first-visit/toggle-group';

const OPTIONS = [
  { value: 'light', label: 'Light theme', icon: <Sun aria-hidden="true" size={18} /> },
  { value: 'dark', label: 'Dark theme', icon: <Moon aria-hidden="true" size={18} /> },
  { value: 'system', label: 'System theme', icon: <Monitor aria-hidden="true" size={18} /> },
] as const;

/** Light, dark or system, stored under vite-ui-theme. */
export function ThemeToggle() {
  return <ToggleGroup label="Theme" value={useTheme()} options={OPTIONS} onChange={setTheme} />;
}
