/**
 * The cards' addresses, beside what they show: /api/public/{type}-levels/{id}/card.png and
 * /api/public/players/{id}/card.png (a player by id, which a change of name keeps). Each card is
 * drawn once per data change in a process and held (caches.ts); while the database cannot be reached
 * the last one drawn is sent rather than a 503.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { LEVEL_TYPES } from '../../shared/constants';
import { LevelIdParamSchema, SerialIdParamSchema } from '../../shared/schemas/input/common';
import { CardQuerySchema } from '../../shared/schemas/input/previews';
import type { AppEnv } from '../http/context';
import { toApiError } from '../http/errors';
import { etagMatches } from '../http/etag';
import { doc, valid } from '../http/validate';
import { errors } from '../rules/errors';
import type { HeldCard } from './caches';
import { drawLevelCard, drawPlayerCard } from './cards';
import { avatarOf, levelCard, playerCard } from './queries';
import { previewLanguage, type PreviewLanguage } from './texts/languages';

const tag = 'Previews';
/** A shared card is fetched by each chat that shows it; an hour between checks, and a 304 when they check. */
const CARD_CACHE = 'public, max-age=3600';

const CARD_DOC = `A 1200×630 PNG for link previews (og:image, twitter:image), in \`lang\` (en, fr or ar; without it the first of
Accept-Language the site speaks, else the community's language, DISCORD_LANGUAGE). \`v\` is the card's version, which a page's preview puts in
the address so a changed card has a new one; any value gets the current card. Drawn once per data change, sent with a strong ETag (If-None-Match
gets 304) and \`Cache-Control: ${CARD_CACHE}\`; while the database cannot be reached, the last card drawn. 404 when there is nothing to show.`;

export function cardLanguage(c: Context<AppEnv>, asked: string | undefined): PreviewLanguage {
  return previewLanguage({ asked, acceptLanguage: c.req.header('accept-language'), community: c.var.services.config.discord.language });
}

async function sendCard(c: Context<AppEnv>, key: string, what: string, draw: () => Promise<HeldCard>): Promise<Response> {
  const { cards } = c.var.services.previews;
  let held: HeldCard;
  try {
    held = await cards.get(key, draw);
  } catch (error) {
    const kept = cards.kept(key);
    if (!kept?.card || toApiError(error)?.code !== 'unavailable') throw error;
    held = kept;
  }
  const { card } = held;
  if (!card) throw errors.notFound(what);
  const headers = { etag: card.etag, 'cache-control': CARD_CACHE, vary: 'accept-language' };
  if (etagMatches(c.req.header('if-none-match'), card.etag)) return c.body(null, 304, headers);
  return c.body(new Uint8Array(card.png), 200, { ...headers, 'content-type': 'image/png' });
}

export const cardRoutes = new Hono<AppEnv>();

for (const type of LEVEL_TYPES) {
  cardRoutes.get(
    `/public/${type}-levels/:id/card.png`,
    doc({
      summary: `A ${type} level's card: its rank and name, list, points, ${type === 'classic' ? 'first victor' : 'record holder'} and publisher (image/png)`,
      tag,
      description: CARD_DOC,
    }),
    valid('param', LevelIdParamSchema),
    valid('query', CardQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const language = cardLanguage(c, c.req.valid('query').lang);
      return sendCard(c, `level ${type} ${id} ${language}`, 'Level', async () => {
        const card = await levelCard(c.var.services.db, type, id);
        return { card: card && (await drawLevelCard(card, language)) };
      });
    },
  );
}

cardRoutes.get(
  '/public/players/:id/card.png',
  doc({ summary: "A player's card: their name, avatar, region, and rank and points in each mode (image/png)", tag, description: CARD_DOC }),
  valid('param', SerialIdParamSchema),
  valid('query', CardQuerySchema),
  async (c) => {
    const { id } = c.req.valid('param');
    const language = cardLanguage(c, c.req.valid('query').lang);
    return sendCard(c, `player ${id} ${language}`, 'Player', async () => {
      const { db } = c.var.services;
      const card = await playerCard(db, { id });
      return { card: card && (await drawPlayerCard(card, card.avatar ? await avatarOf(db, id) : null, language)) };
    });
  },
);
