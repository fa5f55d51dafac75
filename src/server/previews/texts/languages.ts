/**
 * The languages of link previews, and which one a request gets (docs/decisions/024-link-previews.md):
 * the address's own `?lang=` first, since a crawler sends what it sends whoever shared the link
 * (Discord's sends neither cookies nor Accept-Language); then the first of the requester's
 * Accept-Language the site speaks; then the community's language, the one Discord's channels are
 * written in (DISCORD_LANGUAGE, English unless set).
 */
import { PREVIEW_LANGUAGES } from '../../../shared/schemas/input/previews';
import { ar } from './ar';
import { en, type PreviewTexts } from './en';
import { fr } from './fr';

export { PREVIEW_LANGUAGES };
export type PreviewLanguage = (typeof PREVIEW_LANGUAGES)[number];

export const PREVIEW_TEXTS: Record<PreviewLanguage, PreviewTexts> = { en, fr, ar };

/** og:locale: the language and the territory the tags are written for. */
export const OG_LOCALES: Record<PreviewLanguage, string> = { en: 'en_US', fr: 'fr_MA', ar: 'ar_MA' };

export const isPreviewLanguage = (value: unknown): value is PreviewLanguage => PREVIEW_LANGUAGES.includes(value as PreviewLanguage);

/** The languages of an Accept-Language header the site speaks, most wanted first (`q=0` and `*` name none). */
export function acceptedLanguages(header: string | undefined): PreviewLanguage[] {
  const ranked = (header ?? '').split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((found) => found !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    const primary = tag.trim().toLowerCase().split('-')[0];
    return isPreviewLanguage(primary) && weight > 0 ? [{ primary, weight, index }] : [];
  });
  return ranked.sort((a, b) => b.weight - a.weight || a.index - b.index).map((entry) => entry.primary);
}

export type LanguageSources = { asked: string | undefined; acceptLanguage: string | undefined; community: PreviewLanguage };

/** The language of a preview: the address's, else the requester's, else the community's. */
export function previewLanguage({ asked, acceptLanguage, community }: LanguageSources): PreviewLanguage {
  if (isPreviewLanguage(asked)) return asked;
  return acceptedLanguages(acceptLanguage)[0] ?? community;
}
