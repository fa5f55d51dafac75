/**
 * The language's direction for Ark UI's parts (menus, dialogs, toasts, the combobox and the select,
 * tabs, segment groups, the pagination): Ark takes it from its locale, given here around each part's
 * root. The parts that draw Ark load later than the first screens, and so does this: no first visit
 * pays for Ark's locale, and a part of plain HTML needs none.
 */
import { LocaleProvider } from '@ark-ui/react/locale';
import type { ComponentType, ReactNode } from 'react';
import { formatLocale } from '../../../lib/i18n/locale';

export function Directed({ children }: { children: ReactNode }) {
  return <LocaleProvider locale={formatLocale()}>{children}</LocaleProvider>;
}

/** A root part inside the language's direction. */
export function directed<P extends object>(Root: ComponentType<P>): ComponentType<P> {
  const Part = (props: P) => (
    <Directed>
      <Root {...props} />
    </Directed>
  );
  Part.displayName = `Directed(${Root.displayName ?? Root.name})`;
  return Part;
}
