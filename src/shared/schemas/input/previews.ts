/** What a link preview's card image takes in its query: the language of its words, and the version its address carries. */
import * as v from 'valibot';

/** The site's languages, which previews are written in. */
export const PREVIEW_LANGUAGES = ['en', 'fr', 'ar'] as const;

export const CardQuerySchema = v.object({
  lang: v.optional(v.picklist(PREVIEW_LANGUAGES, 'lang must be en, fr or ar')),
  /** What the card shows, as a hash: a changed card gets a new address. Any value reads the current card. */
  v: v.optional(v.string()),
});
