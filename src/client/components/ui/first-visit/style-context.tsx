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
  const StyleContext = createContext<Record<S, string> | null>(null);

  /** A root that renders an element: styles it with `slot` and provides the other slots' classes. */
  function withProvider<T extends Tag>(component: T, slot: S): Part<ComponentProps<T> & V>;
  function withProvider<P extends WithClass>(component: ComponentType<P>, slot: S): Part<P & V>;
  function withProvider(component: Tag | ComponentType<WithClass>, slot: S) {
    return function StyledRoot(props: WithClass & V) {
      const [variants, rest] = recipe.splitVariantProps(props);
      const classes = recipe(variants);
      return (
        <StyleContext.Provider value={classes}>
          {createElement(component, { ...(rest as object), className: cx(classes[slot], props.className) })}
        </StyleContext.Provider>
      );
    };
  }

  /** A root without an element of its own (Dialog.Root, Menu.Root): only provides the classes. */
  function withRootProvider<P extends object>(Component: ComponentType<P>): Part<P & V> {
    return function StyledRootProvider(props: P & V) {
      const [variants, rest] = recipe.splitVariantProps(props);
      return (
        <StyleContext.Provider value={recipe(variants)}>
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
