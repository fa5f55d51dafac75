/**
 * The cards drawn: SVG (card-svg.ts) rasterised by sharp (librsvg, with Pango and fontconfig laying
 * out the text in the machine's fonts) into a 1200×630 PNG, each with a strong ETag of its bytes.
 * Texts are measured by the same Pango, so a long name is drawn smaller rather than cut.
 * A card's `version` is a hash of what it shows, for its address: a preview names the card it
 * describes, and a chat that keeps images by address fetches a changed card anew.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, levelCardSvg, playerCardSvg, type Measure } from './card-svg';
import { escapeMarkup } from './plain-text';
import type { LevelCard, PlayerCard } from './queries';
import { PREVIEW_TEXTS, type PreviewLanguage } from './texts/languages';

export { CARD_HEIGHT, CARD_WIDTH };

/** Raised when the cards' drawing changes, so that every card's address changes with it. */
const DRAWING = 1;

export type Card = { png: Buffer; etag: string };

/** Pango's width of a text in the cards' font at 100 px (points at 72 dpi are pixels). */
export const measure: Measure = async (text, bold) => {
  const { info } = await sharp({ text: { text: escapeMarkup(text), font: `DejaVu Sans${bold ? ' Bold' : ''} 100`, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return info.width;
};

async function rasterise(svg: string): Promise<Card> {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
}

export async function drawLevelCard(card: LevelCard, language: PreviewLanguage): Promise<Card> {
  return rasterise(await levelCardSvg(card, PREVIEW_TEXTS[language], language === 'ar', measure));
}

export async function drawPlayerCard(card: PlayerCard, avatar: Uint8Array | null, language: PreviewLanguage): Promise<Card> {
  return rasterise(await playerCardSvg(card, avatar, PREVIEW_TEXTS[language], language === 'ar', measure));
}

/** What a card shows, as a short hash: the same data in the same language is the same address. */
export function cardVersion(card: LevelCard | PlayerCard, language: PreviewLanguage): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING, language, card]))
    .digest('base64url')
    .slice(0, 12);
}
