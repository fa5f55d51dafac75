/** A player's social icons: the chat handle is copied, the others open in a new tab. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { socialAddress } from '../../../../shared/social';
import type { Player } from '../../../../shared/schemas/players';
import { IconButton, buttonClass } from '../../../components/ui/first-visit/button';
import { notify } from '../../../lib/toast';
import { DiscordIcon, TwitchIcon, TwitterIcon, YouTubeIcon } from './social-icons';

const iconLink = buttonClass({ variant: 'ghost' }, css({ px: '0', aspectRatio: 'square' }));

async function copyDiscord(handle: string) {
  try {
    await navigator.clipboard.writeText(handle);
    notify('Discord handle copied to clipboard!', { type: 'success' });
  } catch {
    notify('Could not copy the Discord handle', { description: handle, type: 'error' });
  }
}

export function SocialLinks({ player }: { player: Player }) {
  const links: { label: string; href: string | null; icon: ReactNode }[] = [
    { label: 'YouTube', href: socialAddress('youtube', player.youtube), icon: <YouTubeIcon /> },
    { label: 'Twitter', href: socialAddress('twitter', player.twitter), icon: <TwitterIcon /> },
    { label: 'Twitch', href: socialAddress('twitch', player.twitch), icon: <TwitchIcon /> },
  ];
  const discord = player.discord?.trim();
  if (!discord && links.every((link) => !link.href)) return null;
  return (
    <ul aria-label="Social links" className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
      {discord ? (
        <li>
          <IconButton variant="ghost" aria-label={`Copy Discord handle ${discord}`} title={`Discord: ${discord}`} onClick={() => void copyDiscord(discord)}>
            <DiscordIcon />
          </IconButton>
        </li>
      ) : null}
      {links.map((link) =>
        link.href ? (
          <li key={link.label}>
            <a className={iconLink} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (opens in a new tab)`} title={link.label}>
              {link.icon}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
