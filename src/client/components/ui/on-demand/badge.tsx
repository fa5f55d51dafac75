import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { badge, type BadgeVariantProps } from 'styled-system/recipes/badge';

export function Badge({ variant, size, className, ...props }: ComponentProps<'span'> & BadgeVariantProps) {
  return <span className={cx(badge({ variant, size }), className)} {...props} />;
}
