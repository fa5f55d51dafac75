/**
 * The app's frame as HTML, rendered at build time in each language (src/build/first-screen.ts puts it
 * into index.html): the sidebar and the top bar as a visitor first sees them, the page itself left
 * empty; and the first screen of each page that draws without data (FRAME_PAGES: its heading and its
 * loading rows), the same components rendered at that address before any answer has come. index.html's
 * start-up script shows the language's frame, with the page's first screen in it, before any code has
 * arrived, so a visit paints at once; the first render then draws the same over it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { CATALOG_PARTS } from '../lib/i18n/catalog-parts';
import { FIRST_TEXTS, PUBLIC_TEXTS } from '../lib/i18n/catalogs';
import { LIST_PATH } from '../lib/first-reads';
import { applyCatalog } from '../lib/i18n/registry';
import type { Locale } from '../lib/i18n/locale';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../router';

/** An address no page answers: the frame is drawn around whatever shows there, which is then left out. */
const NO_PAGE = '/frame';
/**
 * The pages whose first screen needs no answer to draw more than loading rows: the level lists, the
 * leaderboard, the stat viewer and the guidelines. A level or a profile is named by its answer.
 */
export const FRAME_PAGES = ['/', '/classic/extended', '/classic/legacy', '/platformer/main', '/platformer/extended', '/platformer/legacy', '/leaderboard', '/stat-viewer', '/guidelines'];
const MAIN = /(<main\b[^>]*>)([\s\S]*)<\/main>/;
/** A part that loads later is absent from the first render too: its Suspense boundary's marks and fallback go. */
const LATER_PART = /<!--\$!-->[\s\S]*?<!--\/\$-->/g;
const BOUNDARY = /<!--\/?\$-->/g;
/** The router's scroll restoration, which the first render runs itself. */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
/** Inline styles, which the site's CSP refuses in markup: index.html's script applies them itself (FRAME_STYLE). */
const STYLE = / style="/g;
export const FRAME_STYLE = 'data-frame-style';

/** The app at `path` as the first render draws it before any answer, without what loads later. */
async function render(path: string): Promise<{ frame: string; page: string }> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  queryClient.clear();
  const main = MAIN.exec(html);
  if (!main) throw new Error(`the page at ${path} has no <main>`);
  const clean = (part: string) => part.replace(LATER_PART, '').replace(BOUNDARY, '').replace(SCRIPT, '').replace(STYLE, ` ${FRAME_STYLE}="`);
  return { frame: clean(html.replace(MAIN, '$1</main>')), page: clean(main[2]!) };
}

export type Frame = { frame: string; pages: Record<string, string> };

const LIST_PAGES = FRAME_PAGES.filter((page) => LIST_PATH.test(page));
const OTHER_PAGES = FRAME_PAGES.filter((page) => !LIST_PATH.test(page));

/** Each of `paths` rendered in the texts applied now. */
async function renderPages(paths: string[], into: Record<string, string>): Promise<void> {
  for (const path of paths) into[path] = (await render(path)).page;
}

/**
 * The frame and the lists in English, then in French and Arabic with their first screens' texts (what
 * the first render draws with); then the other pages, which draw with the public pages' texts too.
 * Catalogs only add to the texts: each language's parts are applied over the one before's, whole.
 */
export async function renderFrames(): Promise<Record<Locale, Frame>> {
  const frames = {} as Record<Locale, Frame>;
  for (const locale of ['en', 'fr', 'ar'] as const) {
    if (locale !== 'en') applyCatalog((await FIRST_TEXTS[locale]()).default);
    frames[locale] = { frame: (await render(NO_PAGE)).frame, pages: {} };
    await renderPages(LIST_PAGES, frames[locale].pages);
    if (locale === 'en') await renderPages(OTHER_PAGES, frames.en.pages);
  }
  for (const locale of ['fr', 'ar'] as const) {
    applyCatalog((await FIRST_TEXTS[locale]()).default);
    for (const part of PUBLIC_TEXTS) applyCatalog((await CATALOG_PARTS[locale][part]()).default);
    await renderPages(OTHER_PAGES, frames[locale].pages);
  }
  return frames;
}
