/**
 * Right to left for Ark UI's parts (menus, dialogs, toasts, the combobox, tabs): Ark's locale in
 * Arabic (ark-direction.tsx), nothing in English and French. No first screen draws an Ark part, so
 * it loads with the parts that do: each lazy part (lazy-part.tsx) and every page but the level lists
 * (the root route waits for it), never with the first visit.
 */
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { directionOf, getLocale } from './locale';

type Wrapper = ComponentType<{ children: ReactNode }>;

let loaded: Wrapper | undefined = directionOf(getLocale()) === 'ltr' ? Fragment : undefined;
let loading: Promise<Wrapper> | undefined;

/** The wrapper that gives Ark the direction; a failed load gives none and is tried again next time. */
export function loadDirection(): Promise<Wrapper> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./ark-direction').then(
    (module) => (loaded = module.default),
    () => {
      loading = undefined;
      return Fragment;
    },
  );
  return loading;
}

/** A page inside Ark's direction once it has loaded (before any page that draws Ark parts, see above). */
export function Directed({ children }: { children: ReactNode }) {
  const Wrapper = loaded ?? Fragment;
  return <Wrapper>{children}</Wrapper>;
}
