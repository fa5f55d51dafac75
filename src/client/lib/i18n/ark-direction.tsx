/** Right to left for the Ark UI parts (menus, dialogs, toasts, the combobox): loaded before the first render in Arabic only. */
import { LocaleProvider } from '@ark-ui/react/locale';
import type { ReactNode } from 'react';
import { formatLocale } from './locale';

export default function RightToLeft({ children }: { children: ReactNode }) {
  return <LocaleProvider locale={formatLocale()}>{children}</LocaleProvider>;
}
