/**
 * What each public page's preview says, in a language: a level (its title, list, points, first
 * victor or record holder, publisher, and its card), a profile (name, rank and points in each mode,
 * region, and its card), a list (its first levels), the leaderboard (its top), the stat viewer (the
 * regions, or one), the changelog (when the lists last changed) and the guidelines. Pages without a
 * card show the site's logo. A level or a player that does not exist is a 404 with no preview.
 */
import { tierOf } from '../../shared/points';
import type { Queryable } from '../db/database';
import type { PageHead } from '../http/page-head';
import { levelHintMeta } from '../levels/page-head';
import { findLevel } from '../levels/queries';
import { CARD_HEIGHT, CARD_WIDTH, cardVersion } from './cards';
import { previewTags, type Preview } from './meta';
import type { Address } from './pages';
import { latestChange, leaderboardTop, listTop, playerCard, regionsTop, regionTotals, toLevelCard } from './queries';
import { OG_LOCALES, PREVIEW_TEXTS, type PreviewLanguage } from './texts/languages';

/** The site's icon (public/icons), the image of a page without a card of its own. */
const LOGO = { path: '/icons/icon-512.png', size: 512 };

export async function pagePreview(
  db: Queryable,
  { page, canonical }: Address,
  language: PreviewLanguage,
  origin: string,
): Promise<PageHead> {
  const texts = PREVIEW_TEXTS[language];
  const common = { siteName: texts.siteName, locale: OG_LOCALES[language], url: origin + canonical };
  const logo = { url: origin + LOGO.path, width: LOGO.size, height: LOGO.size, alt: texts.logoAlt };
  const card = (path: string, version: string, alt: string) => ({
    url: `${origin}${path}?lang=${language}&v=${version}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt,
  });
  const head = (preview: Omit<Preview, keyof typeof common>, more = ''): PageHead => ({
    status: 200,
    head: previewTags({ ...common, ...preview }) + more,
  });
  const site = (title: string, description: string) => head({ type: 'website', title, description, image: logo, large: false });

  switch (page.kind) {
    case 'level': {
      const level = page.id === null ? undefined : await findLevel(db, page.type, page.id);
      if (!level) return { status: 404 };
      const shown = toLevelCard(page.type, level);
      const title = texts.levelTitle(shown.ranking, shown.name);
      const description = [
        texts.lists[page.type][tierOf(shown.ranking)],
        texts.points(shown.points),
        texts.labelled(texts.holder[page.type], shown.holder ?? texts.noHolder),
        texts.publishedBy(shown.publisher),
      ].join(texts.separator);
      const image = card(
        `/api/public/${page.type}-levels/${shown.id}/card.png`,
        cardVersion(shown, language),
        texts.cardAlt(title, description),
      );
      return head({ type: 'website', title, description, image, large: true }, levelHintMeta(page.type, level));
    }
    case 'profile': {
      const player = await playerCard(db, { username: page.username });
      if (!player) return { status: 404 };
      const description = [
        texts.labelled(texts.modes.classic, texts.standing(player.classic)),
        texts.labelled(texts.modes.platformer, texts.standing(player.platformer)),
        texts.labelled(texts.region, player.region ?? texts.noRegion),
      ].join(texts.separator);
      const image = card(
        `/api/public/players/${player.id}/card.png`,
        cardVersion(player, language),
        texts.cardAlt(player.name, description),
      );
      return head({ type: 'profile', title: player.name, description, image, large: true, username: player.name });
    }
    case 'list': {
      const { top, count } = await listTop(db, page.type, page.list);
      return site(
        texts.lists[page.type][page.list],
        texts.listDescription(
          top.map((level) => texts.levelTitle(level.ranking, level.name)),
          count,
        ),
      );
    }
    case 'leaderboard': {
      const { top, count } = await leaderboardTop(db, page.type);
      return site(texts.leaderboard(page.type), texts.leaderboardDescription(top, count));
    }
    case 'statViewer': {
      const region = page.region === null ? null : await regionTotals(db, page.region);
      if (region) return site(texts.labelled(texts.statViewer, region.name), texts.regionDescription(region.classic, region.platformer));
      const { top, count } = await regionsTop(db);
      return site(texts.statViewer, texts.statViewerDescription(top, count));
    }
    case 'changelog':
      return site(texts.changelog(page.type), texts.changelogDescription(await latestChange(db, page.type)));
    case 'guidelines':
      return site(texts.guidelines, texts.guidelinesDescription);
  }
}
