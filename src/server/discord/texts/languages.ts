/**
 * The languages Discord's messages are written in: the community's choice (DISCORD_LANGUAGE), one
 * for every message, since a channel is read by everyone. Each language's texts are in its own file.
 */
import { ar } from './ar';
import { en, type DiscordTexts } from './en';
import { fr } from './fr';

export const DISCORD_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type DiscordLanguage = (typeof DISCORD_LANGUAGES)[number];

export const DISCORD_TEXTS: Record<DiscordLanguage, DiscordTexts> = { en, fr, ar };
export type { DiscordTexts };
