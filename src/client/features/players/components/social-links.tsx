/** A player's social icons: the chat handle is copied, the others open in a new tab. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { socialAddress } from '../../../../shared/social';
import type { Player } from '../../../../shared/schemas/players';
import { IconButton, buttonClass } from '../../../components/ui/first-visit/button';
import { notify } from '../../../lib/toast';
import { socialTexts as texts } from '../texts';
import { DiscordIcon, TwitchIcon, TwitterIcon, YouTubeIcon } from './social-icons';

const iconLink = buttonClass({ variant: 'ghost' }, css({ px: '0', aspectRatio: 'square' }));

async function copyDiscord(handle: string) {
  try {
    await navigator.clipboard.writeText(handle);
    notify(texts.copied, { type: 'success' });
  } catch {
    notify(texts.copyFailed, { description: handle, type: 'error' });
  }
}

export function SocialLinks({ player }: { player: Player }) {
  const links: { label: string; href: string | null; icon: ReactNode }[] = [
    { label: texts.sites.youtube, href: socialAddress('youtube', player.youtube), icon: <YouTubeIcon /> },
    { label: texts.sites.twitter, href: socialAddress('twitter', player.twitter), icon: <TwitterIcon /> },
    { label: texts.sites.twitch, href: socialAddress('twitch', player.twitch), icon: <TwitchIcon /> },
  ];
  const discord = player.discord?.trim();
  if (!discord && links.every((link) => !link.href)) return null;
  return (
    <ul aria-label={texts.label} className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
      {discord ? (
        <li>
          <IconButton
            variant="ghost"
            aria-label={texts.copyDiscord(discord)}
            title={texts.discord(discord)}
            onClick={() => void copyDiscord(discord)}
          >
            <DiscordIcon />
          </IconButton>
        </li>
      ) : null}
      {links.map((link) =>
        link.href ? (
          <li key={link.label}>
            <a
              className={iconLink}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={texts.opensInNewTab(link.label)}
              title={link.label}
            >
              {link.icon}
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
