/**
 * Binds a Panda slot recipe's classes to a family of parts (Park UI's pattern, trimmed): the root
 * gives the slot classes and every part reads its own class from context. Parts are Ark UI
 * components or plain elements. The classes are the recipe's calls written out at build time, so no
 * part runs Panda's runtime.
 */
import { createContext, createElement, useContext, type ComponentProps, type ComponentType, type JSX } from 'react';
import { cx } from 'styled-system/css';

type WithClass = { className?: string | undefined };
type Tag = keyof JSX.IntrinsicElements;
type Part<P> = (props: P) => JSX.Element;

/**
 * For a slot recipe without variants, or drawn only with its default ones, called where it is imported
 * (`card()`): the build writes that call out as its classes (src/build/panda-static.ts), so its parts
 * draw without Panda's runtime.
 */
export function fixedStyleContext<S extends string>(classes: Record<S, string>) {
  return styleParts<S, object>((props) => [classes, props]);
}

/**
 * For a slot recipe the app draws with a few values of one variant (`size`): its classes for each
 * value, each call written out by the build as above, and the value the recipe takes by default; the
 * root takes the variant as a prop.
 */
export function variantStyleContext<S extends string, K extends string, T extends string>(
  variant: K,
  classes: Record<T, Record<S, string>>,
  fallback: NoInfer<T>,
) {
  return styleParts<S, Partial<Record<K, T>>>((props) => {
    const { [variant]: value, ...rest } = props as Record<string, unknown>;
    return [classes[(value as T | undefined) ?? fallback], rest];
  });
}

/** The parts, given the classes for a root's props and the props left for its element. */
function styleParts<S extends string, V extends object>(classesOf: (props: V) => [Record<S, string>, object]) {
  const StyleContext = createContext<Record<S, string> | null>(null);

  /** A root that renders an element: styles it with `slot` and provides the other slots' classes. */
  function withProvider<T extends Tag>(component: T, slot: S): Part<ComponentProps<T> & V>;
  function withProvider<P extends WithClass>(component: ComponentType<P>, slot: S): Part<P & V>;
  function withProvider(component: Tag | ComponentType<WithClass>, slot: S) {
    return function StyledRoot(props: WithClass & V) {
      const [classes, rest] = classesOf(props);
      return (
        <StyleContext.Provider value={classes}>
          {createElement(component, { ...rest, className: cx(classes[slot], props.className) })}
        </StyleContext.Provider>
      );
    };
  }

  /** A root without an element of its own (Dialog.Root, Menu.Root): only provides the classes. */
  function withRootProvider<P extends object>(Component: ComponentType<P>): Part<P & V> {
    return function StyledRootProvider(props: P & V) {
      const [classes, rest] = classesOf(props);
      return (
        <StyleContext.Provider value={classes}>
          <Component {...(rest as P)} />
        </StyleContext.Provider>
      );
    };
  }

  /** A part below the root: styled with its slot's class. */
  function withContext<T extends Tag>(component: T, slot: S): Part<ComponentProps<T>>;
  function withContext<P extends WithClass>(component: ComponentType<P>, slot: S): Part<P>;
  function withContext(component: Tag | ComponentType<WithClass>, slot: S) {
    return function StyledPart(props: WithClass) {
      const classes = useContext(StyleContext);
      return createElement(component, { ...props, className: cx(classes?.[slot], props.className) });
    };
  }

  return { withProvider, withRootProvider, withContext };
}
