/**
 * The cards as SVG, 1200×630 (the size Discord, Open Graph readers and X's large cards show whole):
 * a level's rank and name, its list, points, first victor or record holder and publisher; a
 * player's name, avatar, region, and rank and points in each mode. Every text is escaped where it is
 * written; a text that would overflow its room is drawn smaller, measured in the font that draws it
 * (`Measure`). Arabic cards are the mirror image, their texts right to left.
 */
import { tierOf } from '../../shared/points';
import { escapeMarkup } from './plain-text';
import type { LevelCard, PlayerCard } from './queries';
import type { PreviewTexts, Standing } from './texts/en';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** A text's width in pixels at a font size of 100. */
export type Measure = (text: string, bold: boolean) => Promise<number>;

/** Families the machine may have: DejaVu Sans (Debian's fonts-dejavu-core) draws Latin and Arabic. */
const FONTS = "'DejaVu Sans', 'Noto Sans', 'Noto Sans Arabic', sans-serif";
const MARGIN = 80;
const WIDEST = 1.25;
const COLOURS = { text: '#ffffff', soft: '#d9d9de', muted: '#9b9ca6', red: '#e5484d', line: '#33343c' };

type Text = { text: string; x: number; y: number; size: number; fill: string; bold?: boolean; room?: number; anchor?: 'middle' };

function frame(rtl: boolean, measure: Measure) {
  const x = (position: number) => (rtl ? CARD_WIDTH - position : position);
  const fit = async ({ text, size, bold = false, room }: Text) => {
    // No glyph of the font is wider than 1.25 of its size: a text that fits at that is not measured.
    if (!room || [...text].length * size * WIDEST <= room) return size;
    const width = await measure(text, bold);
    return width > 0 ? Math.min(size, Math.floor((100 * room) / width)) : size;
  };
  const text = async (line: Text) => {
    const size = await fit(line);
    const placed = line.anchor === 'middle' ? `x="${line.x}" text-anchor="middle"` : `x="${x(line.x)}"${rtl ? ' direction="rtl"' : ''}`;
    return `<text ${placed} y="${line.y}" font-family="${FONTS}" font-size="${size}"${line.bold ? ' font-weight="bold"' : ''} fill="${line.fill}">${escapeMarkup(line.text)}</text>`;
  };
  return { x, fit, text };
}

/** The background, the side band, the star of the flag in the far corner, and the site's mark before `brand`, its name. */
function backdrop(rtl: boolean, brand: string): string {
  const star = 'M256 110 342 375 117 211H395L170 375Z';
  const starAt = rtl ? 'translate(-60 40) scale(1.25)' : 'translate(620 40) scale(1.25)';
  const band = rtl ? CARD_WIDTH - 14 : 0;
  const markX = rtl ? CARD_WIDTH - MARGIN - 56 : MARGIN;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#15161b"/><stop offset="1" stop-color="#26131a"/></linearGradient></defs>
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#bg)"/>
<path d="${star}" transform="${starAt}" fill="none" stroke="#006233" stroke-width="22" stroke-linejoin="round" opacity="0.3"/>
<rect x="${band}" width="14" height="${CARD_HEIGHT}" fill="#ce2c31"/>
<g transform="translate(${markX} 52) scale(0.109375)"><rect width="512" height="512" rx="96" fill="#c1272d"/><path d="${star}" fill="none" stroke="#006233" stroke-width="36" stroke-linejoin="round"/></g>
${brand}`;
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">${body}</svg>`;

export async function levelCardSvg(card: LevelCard, texts: PreviewTexts, rtl: boolean, measure: Measure): Promise<string> {
  const { text } = frame(rtl, measure);
  const room = CARD_WIDTH - 2 * MARGIN;
  const rank = texts.rank(card.ranking);
  const rankSize = 110;
  const rankWidth = Math.ceil(((await measure(rank, true)) * rankSize) / 100) + 32;
  const parts = await Promise.all([
    text({ text: texts.siteName, x: MARGIN + 76, y: 96, size: 30, fill: COLOURS.soft, room: room - 76 }),
    text({ text: rank, x: MARGIN, y: 250, size: rankSize, bold: true, fill: COLOURS.red }),
    text({ text: card.name, x: MARGIN + rankWidth, y: 250, size: 96, bold: true, fill: COLOURS.text, room: room - rankWidth }),
    text({ text: texts.lists[card.type][tierOf(card.ranking)], x: MARGIN, y: 330, size: 40, fill: COLOURS.soft, room }),
    text({ text: texts.pointsLabel, x: MARGIN, y: 450, size: 28, fill: COLOURS.muted }),
    text({ text: texts.pointsValue(card.points), x: MARGIN, y: 512, size: 54, bold: true, fill: COLOURS.text, room: 320 }),
    text({ text: texts.holder[card.type], x: MARGIN + 380, y: 450, size: 28, fill: COLOURS.muted, room: room - 380 }),
    text({
      text: card.holder ?? texts.noHolder,
      x: MARGIN + 380,
      y: 512,
      size: 54,
      bold: true,
      fill: card.holder ? COLOURS.text : COLOURS.muted,
      room: room - 380,
    }),
    text({ text: texts.publishedBy(card.publisher), x: MARGIN, y: 585, size: 26, fill: COLOURS.muted, room }),
  ]);
  const [brand, ...rest] = parts;
  const line = `<rect x="${MARGIN}" y="380" width="${room}" height="2" fill="${COLOURS.line}"/>`;
  return svg(backdrop(rtl, brand!) + line + rest.join(''));
}

/** The first letter of a name (a whole grapheme), for a player without an avatar. */
function initial(name: string): string {
  const [first] = new Intl.Segmenter().segment(name);
  return (first?.segment ?? '?').toLocaleUpperCase();
}

export async function playerCardSvg(
  card: PlayerCard,
  avatar: Uint8Array | null,
  texts: PreviewTexts,
  rtl: boolean,
  measure: Measure,
): Promise<string> {
  const { x, text } = frame(rtl, measure);
  const radius = 130;
  const centre = { x: x(MARGIN + radius), y: 345 };
  const column = MARGIN + 2 * radius + 50;
  const room = CARD_WIDTH - MARGIN - column;
  const picture = avatar
    ? `<clipPath id="avatar"><circle cx="${centre.x}" cy="${centre.y}" r="${radius}"/></clipPath><image href="data:image/jpeg;base64,${Buffer.from(avatar).toString('base64')}" x="${centre.x - radius}" y="${centre.y - radius}" width="${2 * radius}" height="${2 * radius}" preserveAspectRatio="xMidYMid slice" clip-path="url(#avatar)"/>`
    : `<circle cx="${centre.x}" cy="${centre.y}" r="${radius}" fill="#2b2c33"/>${await text({ text: initial(card.name), x: centre.x, y: centre.y + 44, size: 128, bold: true, fill: COLOURS.soft, anchor: 'middle' })}`;
  const ring = `<circle cx="${centre.x}" cy="${centre.y}" r="${radius}" fill="none" stroke="#ce2c31" stroke-width="6"/>`;
  const mode = async (standing: Standing, label: string, at: number) =>
    [
      await text({ text: label, x: at, y: 420, size: 28, fill: COLOURS.muted, room: 330 }),
      await text({
        text: standing ? texts.place(standing.rank, standing.of) : texts.unranked,
        x: at,
        y: 478,
        size: 46,
        bold: true,
        fill: standing ? COLOURS.text : COLOURS.muted,
        room: 330,
      }),
      standing ? await text({ text: texts.points(standing.points), x: at, y: 526, size: 30, fill: COLOURS.soft, room: 330 }) : '',
    ].join('');
  const parts = await Promise.all([
    text({ text: texts.siteName, x: MARGIN + 76, y: 96, size: 30, fill: COLOURS.soft, room: CARD_WIDTH - 2 * MARGIN - 76 }),
    text({ text: card.name, x: column, y: 250, size: 84, bold: true, fill: COLOURS.text, room }),
    text({ text: texts.labelled(texts.region, card.region ?? texts.noRegion), x: column, y: 312, size: 34, fill: COLOURS.soft, room }),
    mode(card.classic, texts.modes.classic, column),
    mode(card.platformer, texts.modes.platformer, column + 370),
  ]);
  const [brand, ...rest] = parts;
  return svg(backdrop(rtl, brand!) + picture + ring + rest.join(''));
}
