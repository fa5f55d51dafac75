/**
 * Social addresses: forms take a handle, the server stores the full address, and a typed
 * full address is never prefixed twice ('@name', 'name', 'youtube.com/@name' all give one address).
 */
import { SOCIAL_PREFIXES, type SocialNetwork } from './constants';

const HOSTS: Record<SocialNetwork, RegExp> = {
  youtube: /^(?:https?:\/\/)?(?:www\.|m\.)?youtube\.com\/@?/i,
  twitter: /^(?:https?:\/\/)?(?:www\.|mobile\.)?(?:twitter|x)\.com\//i,
  twitch: /^(?:https?:\/\/)?(?:www\.|m\.)?twitch\.tv\//i,
};

/** The bare handle out of whatever the user typed; '' when nothing is left. */
export function socialHandle(network: SocialNetwork, input: string): string {
  return input
    .trim()
    .replace(HOSTS[network], '')
    .replace(/^@/, '')
    .replace(/[/?#].*$/, '');
}

/** The full address for a handle or address; null for an empty input. */
export function socialAddress(network: SocialNetwork, input: string | null | undefined): string | null {
  if (input == null) return null;
  const handle = socialHandle(network, input);
  return handle ? SOCIAL_PREFIXES[network] + handle : null;
}

export const SOCIAL_HANDLE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
