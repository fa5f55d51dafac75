/**
 * The app's frame as HTML, rendered at build time in each language (src/build/first-screen.ts puts it
 * into index.html): the sidebar and the top bar as a visitor first sees them, the page itself left
 * empty. index.html's start-up script shows the language's frame before any code has arrived, so a
 * visit paints at once; the first render then draws the same frame over it, and the page in it.
 * A list page's heading, the largest thing its first screen shows, is drawn in the frame too, in its
 * place in the page: the start-up script puts the one of the address into the frame's main.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { LEVEL_TYPES, LIST_TYPES, type LevelType, type ListType } from '../../shared/constants';
import { ListHeading, listPageClass } from '../features/levels/components/list/level-list-page';
import { FIRST_TEXTS } from '../lib/i18n/catalogs';
import { applyCatalog } from '../lib/i18n/registry';
import type { Locale } from '../lib/i18n/locale';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from '../router';

/** An address no page answers: the frame is drawn around whatever shows there, which is then left out. */
const NO_PAGE = '/frame';
const MAIN = /(<main\b[^>]*>)[\s\S]*<\/main>/;
/** A part that loads later is absent from the first render too: its Suspense boundary's marks and fallback go. */
const LATER_PART = /<!--\$!-->[\s\S]*?<!--\/\$-->/g;
const BOUNDARY = /<!--\/?\$-->/g;

async function render(): Promise<string> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [NO_PAGE] }));
  await router.load();
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  if (!MAIN.test(html)) throw new Error('the frame has no <main>');
  return html.replace(MAIN, '$1</main>').replace(LATER_PART, '').replace(BOUNDARY, '');
}

/**
 * The list pages by address, as the routes place them: each list at /{type}/{list}, but for the
 * classic main list, which is the home page with its welcome line (routes/index.tsx).
 */
const LIST_PAGES: Record<string, { type: LevelType; list: ListType; welcome?: boolean }> = Object.fromEntries(
  LEVEL_TYPES.flatMap((type) =>
    LIST_TYPES.map((list) => (type === 'classic' && list === 'main' ? ['/', { type, list, welcome: true }] : [`/${type}/${list}`, { type, list }])),
  ),
);

/** Each list page's box and heading, by its address. */
const renderHeadings = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(LIST_PAGES).map(([path, page]) => [
      path,
      renderToString(
        <section className={listPageClass}>
          <ListHeading {...page} />
        </section>,
      ),
    ]),
  );

export type Frame = { frame: string; headings: Record<string, string> };

/** The frame in English, then in French and Arabic with their first screens' texts (what the first render draws with). */
export async function renderFrames(): Promise<Record<Locale, Frame>> {
  const en = { frame: await render(), headings: renderHeadings() };
  applyCatalog((await FIRST_TEXTS.fr()).default);
  const fr = { frame: await render(), headings: renderHeadings() };
  applyCatalog((await FIRST_TEXTS.ar()).default);
  const ar = { frame: await render(), headings: renderHeadings() };
  return { en, fr, ar };
}
