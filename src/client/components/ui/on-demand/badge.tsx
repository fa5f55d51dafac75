import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';

/** The recipe's classes for each variant and size the app draws (the build writes each call out: src/build/panda-static.ts). */
const BADGES = {
  solid: { sm: badge({ variant: 'solid', size: 'sm' }), md: badge({ variant: 'solid', size: 'md' }) },
  subtle: { sm: badge({ variant: 'subtle', size: 'sm' }), md: badge({ variant: 'subtle', size: 'md' }) },
  outline: { sm: badge({ variant: 'outline', size: 'sm' }), md: badge({ variant: 'outline', size: 'md' }) },
};

type BadgeProps = ComponentProps<'span'> & { variant?: keyof typeof BADGES; size?: 'sm' | 'md' };

export function Badge({ variant = 'subtle', size = 'md', className, ...props }: BadgeProps) {
  return <span className={cx(BADGES[variant][size], className)} {...props} />;
}
