/**
 * A public page's preview in the head of its index.html (mountClient's page head): the page the
 * address is (pages.ts), in the request's language (texts/languages.ts), at the site's address
 * (PUBLIC_URL, else the request's own), held per process until the next change (caches.ts). A
 * database that does not answer, or not within PREVIEW_WAIT_MS, leaves the page as built: the app
 * then loads as it always does, and never gets a 5xx for a preview.
 */
import type { PageHeadOf } from '../http/client-files';
import { toApiError } from '../http/errors';
import { safeErrorLog } from '../db/errors';
import { pagePreview } from './page-preview';
import { addressOf } from './pages';
import { previewLanguage } from './texts/languages';

/** Longer than this and the page goes out as built; the preview is still held for the next request. */
const PREVIEW_WAIT_MS = 3_000;

export const previewHead: PageHeadOf = async (c) => {
  const address = addressOf(c.req.path, (name) => c.req.query(name));
  if (!address) return null;
  const { config, db, previews } = c.var.services;
  const language = previewLanguage({
    asked: c.req.query('lang'),
    acceptLanguage: c.req.header('accept-language'),
    community: config.discord.language,
  });
  const origin = config.publicUrl ?? new URL(c.req.url).origin;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PREVIEW_WAIT_MS);
  });
  try {
    return await Promise.race([
      previews.pages.get(`${language} ${origin}${address.canonical}`, () => pagePreview(db, address, language, origin)),
      late,
    ]);
  } catch (error) {
    if (toApiError(error)?.code !== 'unavailable') console.error(`GET ${c.req.path}: no preview: ${safeErrorLog(error)}`);
    return null;
  } finally {
    clearTimeout(timer);
  }
};
