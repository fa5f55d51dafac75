import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { UserRound } from 'lucide-react';
import { avatar, type AvatarVariantProps } from 'styled-system/recipes/avatar';
import { cx } from 'styled-system/css';

type AvatarProps = AvatarVariantProps & { src?: string | null | undefined; name: string; className?: string };

/** A round picture that falls back to a generic person icon when there is none or it fails to load. */
export function Avatar({ src, name, size, className }: AvatarProps) {
  const classes = avatar({ size });
  return (
    <ArkAvatar.Root className={cx(classes.root, className)}>
      <ArkAvatar.Fallback className={classes.fallback} aria-hidden="true">
        <UserRound />
      </ArkAvatar.Fallback>
      {src ? <ArkAvatar.Image className={classes.image} src={src} alt={name} /> : null}
    </ArkAvatar.Root>
  );
}
