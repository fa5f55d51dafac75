import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes/skeleton';

/** A grey pulsing block shown where content is loading; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cx(skeleton(), className)} {...props} />;
}
