import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes/button';

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps;

/** The button recipe on a native button; `md` (40 px high) is the smallest size for touch targets. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size }), className)} {...props} />;
}

const square = css({ px: '0', aspectRatio: 'square' });

/** A square button holding only an icon; the label is required because the icon says nothing to a screen reader. */
export function IconButton({ className, ...props }: ButtonProps & { 'aria-label': string }) {
  return <Button className={cx(square, className)} {...props} />;
}

/** Class names of the button recipe, for links that look like buttons. */
export const buttonClass = (variants: ButtonVariantProps = {}, className?: string) => cx(button(variants), className);
