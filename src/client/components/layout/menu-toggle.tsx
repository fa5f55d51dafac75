/**
 * A top bar button whose menu loads when it is first pressed (the theme's, the language's): until
 * then the button stands in for the menu's own trigger, and the menu opens at once in its place.
 */
import { Suspense, startTransition, useState, type ComponentType, type ReactNode } from 'react';
import { IconButton } from '../ui/first-visit/button';

/** What a loaded menu is given: its button's name and face, to draw its own trigger the same. */
export type MenuProps = { label: string; children: ReactNode };

export function MenuToggle({ label, menu: Menu, children }: MenuProps & { menu: ComponentType<MenuProps> }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <IconButton variant="ghost" aria-label={label} aria-haspopup="menu" onClick={() => startTransition(() => setWanted(true))}>
      {children}
    </IconButton>
  );
  return <Suspense fallback={button}>{wanted ? <Menu label={label}>{children}</Menu> : button}</Suspense>;
}
