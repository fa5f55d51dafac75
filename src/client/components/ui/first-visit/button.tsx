import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';

type Variant = (typeof button.variantMap)['variant'][number];
type Size = (typeof button.variantMap)['size'][number];
/** The recipe's variants, one value each (not by breakpoint). */
export type ButtonVariants = { variant?: Variant | undefined; size?: Size | undefined };
export type ButtonProps = ComponentProps<'button'> & ButtonVariants;

/**
 * The button recipe's class names for every variant and size, each call written out so the build
 * computes it (src/build/panda-static.ts): a first screen's buttons need none of Panda's runtime.
 */
const CLASSES: Record<Variant, Record<Size, string>> = {
  solid: {
    xs: button({ variant: 'solid', size: 'xs' }),
    sm: button({ variant: 'solid', size: 'sm' }),
    md: button({ variant: 'solid', size: 'md' }),
    lg: button({ variant: 'solid', size: 'lg' }),
    xl: button({ variant: 'solid', size: 'xl' }),
    '2xl': button({ variant: 'solid', size: '2xl' }),
  },
  outline: {
    xs: button({ variant: 'outline', size: 'xs' }),
    sm: button({ variant: 'outline', size: 'sm' }),
    md: button({ variant: 'outline', size: 'md' }),
    lg: button({ variant: 'outline', size: 'lg' }),
    xl: button({ variant: 'outline', size: 'xl' }),
    '2xl': button({ variant: 'outline', size: '2xl' }),
  },
  ghost: {
    xs: button({ variant: 'ghost', size: 'xs' }),
    sm: button({ variant: 'ghost', size: 'sm' }),
    md: button({ variant: 'ghost', size: 'md' }),
    lg: button({ variant: 'ghost', size: 'lg' }),
    xl: button({ variant: 'ghost', size: 'xl' }),
    '2xl': button({ variant: 'ghost', size: '2xl' }),
  },
  link: {
    xs: button({ variant: 'link', size: 'xs' }),
    sm: button({ variant: 'link', size: 'sm' }),
    md: button({ variant: 'link', size: 'md' }),
    lg: button({ variant: 'link', size: 'lg' }),
    xl: button({ variant: 'link', size: 'xl' }),
    '2xl': button({ variant: 'link', size: '2xl' }),
  },
  subtle: {
    xs: button({ variant: 'subtle', size: 'xs' }),
    sm: button({ variant: 'subtle', size: 'sm' }),
    md: button({ variant: 'subtle', size: 'md' }),
    lg: button({ variant: 'subtle', size: 'lg' }),
    xl: button({ variant: 'subtle', size: 'xl' }),
    '2xl': button({ variant: 'subtle', size: '2xl' }),
  },
};

/** The recipe's class names for `variants`, its defaults (solid, md) where one is not given. */
const buttonClasses = ({ variant = 'solid', size = 'md' }: ButtonVariants) => CLASSES[variant][size];

/** The button recipe on a native button; `md` (40 px high) is the smallest size for touch targets. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(buttonClasses({ variant, size }), className)} {...props} />;
}

const square = css({ px: '0', aspectRatio: 'square' });

/** A square button holding only an icon; the label is required because the icon says nothing to a screen reader. */
export function IconButton({ className, ...props }: ButtonProps & { 'aria-label': string }) {
  return <Button className={cx(square, className)} {...props} />;
}

/** Class names of the button recipe, for links that look like buttons. */
export const buttonClass = (variants: ButtonVariants = {}, className?: string) => cx(buttonClasses(variants), className);
