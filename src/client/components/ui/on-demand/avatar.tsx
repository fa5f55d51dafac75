import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { UserRound } from 'lucide-react';
import { avatar } from 'styled-system/recipes/avatar';
import { cx } from 'styled-system/css';

/** The recipe's classes for each size the app draws (the build writes each call out: src/build/panda-static.ts). */
const SIZES = { sm: avatar({ size: 'sm' }), md: avatar({ size: 'md' }), xl: avatar({ size: 'xl' }), '2xl': avatar({ size: '2xl' }) };

type AvatarProps = { src?: string | null | undefined; name: string; size?: keyof typeof SIZES; className?: string };

/** A round picture that falls back to a generic person icon when there is none or it fails to load. */
export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const classes = SIZES[size];
  return (
    <ArkAvatar.Root className={cx(classes.root, className)}>
      <ArkAvatar.Fallback className={classes.fallback} aria-hidden="true">
        <UserRound />
      </ArkAvatar.Fallback>
      {src ? <ArkAvatar.Image className={classes.image} src={src} alt={name} /> : null}
    </ArkAvatar.Root>
  );
}
