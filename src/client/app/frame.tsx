/**
 * The app's frame as HTML, rendered at build time in each language (src/build/first-screen.ts puts it
 * into index.html): the sidebar and the top bar as a visitor first sees them, the page itself left
 * empty. index.html's start-up script shows the language's frame before any code has arrived, so a
 * visit paints at once; the first render then draws the same frame in its place (lib/first-frame.ts), and the page in it.
 * A list page's heading, the largest thing its first screen shows, is drawn in the frame too, in its
 * place in the page: the start-up script puts the one of the address into the frame's main. So is the
 * leaderboard's, with its switch drawn still (StillSegmentGroup), and so is a
 * level page's, where the server names the level in the page's head (server/levels/page-head.ts): the
 * frame has the page's heading box with an empty title, and the title's pattern with marks for the
 * ranking and the name, from which the script writes it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { LEVEL_TYPES, LIST_TYPES, type LevelType, type ListType } from '../../shared/constants';
import { ListHeading, listPageClass } from '../features/levels/components/list/level-list-page';
import { LevelPreview } from '../features/levels/components/level-detail';
import { levelListTexts } from '../features/levels/texts';
import { LeaderboardHeading, leaderboardPageClass, leaderboardTypes } from '../features/players/components/leaderboard';
import { leaderboardTexts } from '../features/players/texts';
import { StillSegmentGroup } from '../components/ui/on-demand/segment-group';
import { CATALOG_PARTS } from '../lib/i18n/catalog-parts';
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
    LIST_TYPES.map((list) =>
      type === 'classic' && list === 'main' ? ['/', { type, list, welcome: true }] : [`/${type}/${list}`, { type, list }],
    ),
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

/** The leaderboard's box and heading row, its switch drawn still (drawn with the public pages' texts, as its first render is). */
const renderLeaderboardHeading = () =>
  renderToString(
    <section className={leaderboardPageClass}>
      <LeaderboardHeading>
        <StillSegmentGroup label={leaderboardTexts.typeLabel} options={leaderboardTypes()} />
      </LeaderboardHeading>
    </section>,
  );

/** Where a level's title's pattern has the ranking and the name (the start-up script's marks, src/build/first-screen.ts). */
const LEVEL_MARKS = { ranking: '\u0001', name: '\u0002' } as const;
/** A number no level has, written in the pattern where the ranking goes and then swapped for its mark. */
const SOME_RANKING = 987654321;

/** A level page's heading box with an empty title, and the pattern of its title. */
const renderLevel = () => ({
  heading: renderToString(<LevelPreview id="" title="" />),
  title: levelListTexts.title(SOME_RANKING, LEVEL_MARKS.name).replace(String(SOME_RANKING), LEVEL_MARKS.ranking),
});

/** `level.title`: the pattern of a level's title, with \u0001 for its ranking and \u0002 for its name. */
export type Frame = { frame: string; headings: Record<string, string>; level: { heading: string; title: string } };

/** The frame in `locale`, drawn with its first screens' texts, then the leaderboard's heading with its public pages' (each catalog part has every text of its part). */
async function renderFrame(locale: Locale): Promise<Frame> {
  if (locale !== 'en') applyCatalog((await FIRST_TEXTS[locale]()).default);
  const frame = await render();
  const headings = renderHeadings();
  const level = renderLevel();
  if (locale !== 'en') applyCatalog((await CATALOG_PARTS[locale].public()).default);
  return { frame, headings: { ...headings, '/leaderboard': renderLeaderboardHeading() }, level };
}

/** The frame in English, then in French and Arabic (what the first render draws with). */
export async function renderFrames(): Promise<Record<Locale, Frame>> {
  const en = await renderFrame('en');
  const fr = await renderFrame('fr');
  const ar = await renderFrame('ar');
  return { en, fr, ar };
}
