/**
 * Binds a Panda slot recipe to a family of parts (Park UI's pattern, trimmed): the root computes
 * the slot classes once and every part reads its own class from context. Parts are Ark UI
 * components or plain elements.
 */
import { createContext, createElement, useContext, type ComponentProps, type ComponentType, type JSX } from 'react';
import { cx } from 'styled-system/css';

type SlotRecipe<S extends string, V> = {
  (props?: V): Record<S, string>;
  splitVariantProps: <P extends V>(props: P) => [V, unknown];
};
type WithClass = { className?: string | undefined };
type Tag = keyof JSX.IntrinsicElements;
type Part<P> = (props: P) => JSX.Element;

export function createStyleContext<S extends string, V extends object>(recipe: SlotRecipe<S, V>) {
  return styleParts<S, V>((props) => {
    const [variants, rest] = recipe.splitVariantProps(props);
    return [recipe(variants), rest as object];
  });
}

/**
 * The same for a slot recipe without variants, called where it is imported (`card()`): the build
 * writes that call out as its classes (src/build/panda-static.ts), so its parts draw without Panda's
 * runtime.
 */
export function fixedStyleContext<S extends string>(classes: Record<S, string>) {
  return styleParts<S, object>((props) => [classes, props]);
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
