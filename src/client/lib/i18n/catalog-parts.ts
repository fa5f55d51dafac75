/**
 * Where each part of the French and Arabic catalogs after the first screens' is (catalogs.ts loads
 * them). Kept apart, so the first visit carries one dynamic import of this table instead of one per
 * part and language.
 */
import type { Locale } from './locale';
import type { CatalogPart } from './registry';

/** The parts after the first screens' (i18n/catalog.ts names what each holds). */
export type TextsPart = 'shell' | 'public' | 'player' | 'refusals' | 'staff';

type Part = () => Promise<{ default: CatalogPart }>;

export const CATALOG_PARTS: Record<Exclude<Locale, 'en'>, Record<TextsPart, Part>> = {
  fr: {
    shell: () => import('../../i18n/fr/shell'),
    public: () => import('../../i18n/fr/public'),
    player: () => import('../../i18n/fr/player'),
    refusals: () => import('../../i18n/fr/refusals'),
    staff: () => import('../../i18n/fr/staff'),
  },
  ar: {
    shell: () => import('../../i18n/ar/shell'),
    public: () => import('../../i18n/ar/public'),
    player: () => import('../../i18n/ar/player'),
    refusals: () => import('../../i18n/ar/refusals'),
    staff: () => import('../../i18n/ar/staff'),
  },
};
