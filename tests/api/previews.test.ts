/**
 * Link previews, as a chat's crawler reads them: the Open Graph and X card tags in a public page's
 * index.html (a level, a profile, a list, the changelog and the other public pages) in the
 * address's language, the 1200×630 PNG cards of levels and players, what an unknown level's page
 * answers, escaping, and how a change reaches both, on this instance and on another one.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelPoints } from '../../src/shared/points';
import { testDatabaseKind } from '../support/database';
import { useTestServer } from '../support/server';

const INDEX = '<!doctype html><html><head><title>Moroccan List</title></head><body><div id="root"></div></body></html>';
const clientDir = mkdtempSync(join(tmpdir(), 'client-build-'));
writeFileSync(join(clientDir, 'index.html'), INDEX);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { server, staff } = useTestServer({ env: { CLIENT_DIR: clientDir }, signIn: { staff: {} } });

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
/** The preview tags of a page, by property or name, their values unescaped. */
function tagsOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key = '', value = ''] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    tags[key] = value.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity]!);
  }
  return tags;
}
const pathOf = (url: string) => url.slice(new URL(url).origin.length);
const isolated = (text: string) => `\u2068${text}\u2069`;

/** A square picture of one colour, as an avatar is stored. */
const BLUE_AVATAR = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#0000ff' } })
  .jpeg()
  .toBuffer();

let desert: string;
let levels: string[];
let amine: { id: number };
let yassine: { id: number };
let region: number;

beforeAll(async () => {
  region = await server.createRegion('Souss-Massa');
  desert = (await server.createLevels('classic', 1, { name: 'Desert Horizon', publisher: 'Zobros' }))[0]!;
  levels = [desert, ...(await server.createLevels('classic', 2))];
  amine = await server.createPlayer({ username: 'Amine GD', regionId: region });
  yassine = await server.createPlayer({ username: 'ياسين', avatar: BLUE_AVATAR, avatarEtag: '"blue"' });
  await server.createRecord('classic', desert, amine.id, { percentage: 100 });
  await server.createRecord('classic', levels[1]!, yassine.id, { percentage: 100 });
});

describe('a level page', () => {
  it('carries its title, list, points, first victor, publisher and card in Open Graph and X card tags', async () => {
    const page = await server.get(`/classic/level/${desert}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const tags = tagsOf(page.text);
    expect(tags).toMatchObject({
      'og:site_name': 'The Official Moroccan List',
      'og:type': 'website',
      'og:locale': 'en_US',
      'og:url': `${server.url}/classic/level/${desert}`,
      'og:title': '#1 - Desert Horizon',
      'og:description': 'Classic Main List · 500.00 points · First victor: Amine GD · Published by Zobros',
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': '#1 - Desert Horizon: Classic Main List · 500.00 points · First victor: Amine GD · Published by Zobros',
      'twitter:card': 'summary_large_image',
      'twitter:title': '#1 - Desert Horizon',
      'twitter:description': 'Classic Main List · 500.00 points · First victor: Amine GD · Published by Zobros',
    });
    expect(tags['og:image']).toMatch(new RegExp(`^${server.url}/api/public/classic-levels/${desert}/card\\.png\\?lang=en&v=[\\w-]+$`));
    expect(tags['twitter:image']).toBe(tags['og:image']);
    // The heading's hint is still there for the page's first paint.
    expect(page.text).toContain('<meta name="page-level"');
  });

  it("speaks the address's language, else the requester's, else the community's", async () => {
    const french = tagsOf((await server.get(`/classic/level/${desert}?lang=fr`)).text);
    expect(french).toMatchObject({
      'og:locale': 'fr_MA',
      'og:url': `${server.url}/classic/level/${desert}?lang=fr`,
      'og:description': 'Liste principale classique · 500,00 points · Premier vainqueur : Amine GD · Publié par Zobros',
    });
    expect(french['og:image']).toContain('card.png?lang=fr&v=');

    const arabic = await server.get(`/classic/level/${desert}`, { headers: { 'accept-language': 'ar-MA,ar;q=0.9,en;q=0.5' } });
    expect(arabic.headers.get('vary')).toMatch(/accept-language/i);
    expect(tagsOf(arabic.text)).toMatchObject({
      'og:locale': 'ar_MA',
      'og:description': `القائمة الرئيسية الكلاسيكية · ${isolated('500,00')} نقطة · أول من أكمله: ${isolated('Amine GD')} · نشره ${isolated('Zobros')}`,
    });
    // A language the site does not speak is no choice: the next one decides.
    expect(
      tagsOf((await server.get(`/classic/level/${desert}?lang=xx`, { headers: { 'accept-language': 'de, fr;q=0.8' } })).text)['og:locale'],
    ).toBe('fr_MA');
    // A crawler that says nothing (Discord's) gets the community's language: DISCORD_LANGUAGE, English here.
    expect(tagsOf((await server.get(`/classic/level/${desert}`)).text)['og:locale']).toBe('en_US');
  });

  it("is an unknown level's 404, the app's not-found page with no preview", async () => {
    for (const path of ['/classic/level/999999999', `/platformer/level/${desert}`, '/classic/level/0123', '/classic/level/12x']) {
      const page = await server.get(path, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(page.status, path).toBe(404);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(page.text, path).toBe(INDEX);
    }
  });
});

describe("a level's card", () => {
  it('is a 1200×630 PNG with a strong ETag, answered with a 304 when held, in each language', async () => {
    const tags = tagsOf((await server.get(`/classic/level/${desert}`)).text);
    const address = pathOf(tags['og:image']!);
    const response = await fetch(server.url + address);
    const png = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const tag = response.headers.get('etag');
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // Well within what Discord (8 MB) and X (5 MB) take.
    expect(png.length).toBeLessThan(500_000);

    const again = await server.get(address, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');

    const arabic = Buffer.from(await (await fetch(`${server.url}/api/public/classic-levels/${desert}/card.png?lang=ar`)).arrayBuffer());
    expect(await sharp(arabic).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(arabic.equals(png)).toBe(false);
  });

  it('is a 404 for a level that does not exist, and a 400 for an address that names none', async () => {
    const missing = await server.get('/api/public/classic-levels/999999999/card.png');
    expect(missing.status).toBe(404);
    expect(missing.json.code).toBe('not_found');
    expect((await server.get('/api/public/classic-levels/0123/card.png')).status).toBe(400);
    expect((await server.get(`/api/public/classic-levels/${desert}/card.png?lang=de`)).status).toBe(400);
  });

  it('is documented where the API is, for each kind of card', async () => {
    const { paths } = (await server.get('/api/openapi.json')).json;
    for (const path of [
      '/api/public/classic-levels/{id}/card.png',
      '/api/public/platformer-levels/{id}/card.png',
      '/api/public/players/{id}/card.png',
    ]) {
      expect(paths[path]?.get.description, path).toContain('1200×630 PNG');
    }
  });
});

/** The colour of a card's pixel. */
async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data } = await sharp(png)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

/** How many pixels of a box are much brighter than the card's dark background: the ink of a text. */
async function inkIn(png: Buffer, box: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { data } = await sharp(png).extract(box).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value > 160).length;
}

describe('a profile', () => {
  it("carries the player's name, rank and points in each mode, region and card", async () => {
    const page = await server.get('/profile/amine%20gd');
    expect(page.status).toBe(200);
    const tags = tagsOf(page.text);
    expect(tags).toMatchObject({
      'og:type': 'profile',
      'og:title': 'Amine GD',
      'profile:username': 'Amine GD',
      'og:description': 'Classic: #1 of 2, 500.00 points · Platformer: Unranked · Region: Souss-Massa',
      'twitter:card': 'summary_large_image',
      'og:image:width': '1200',
      'og:image:height': '630',
    });
    expect(tags['og:image']).toMatch(new RegExp(`^${server.url}/api/public/players/${amine.id}/card\\.png\\?lang=en&v=[\\w-]+$`));

    const second = levelPoints(2).points.toFixed(2);
    const arabicName = tagsOf((await server.get(`/profile/${encodeURIComponent('ياسين')}`)).text);
    expect(arabicName).toMatchObject({
      'og:title': 'ياسين',
      'og:description': `Classic: #2 of 2, ${second} points · Platformer: Unranked · Region: None`,
    });
    expect(arabicName['og:image']).toContain(`/api/public/players/${yassine.id}/card.png`);
  });

  it('has a card with the avatar, and Latin and Arabic names drawn', async () => {
    const card = async (id: number) => Buffer.from(await (await fetch(`${server.url}/api/public/players/${id}/card.png`)).arrayBuffer());
    const [withAvatar, without] = await Promise.all([card(yassine.id), card(amine.id)]);
    for (const png of [withAvatar, without]) {
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
      // The name, at the top of the text beside the avatar.
      expect(await inkIn(png, { left: 390, top: 170, width: 730, height: 100 })).toBeGreaterThan(1500);
    }
    // The avatar's middle is the avatar's colour; a player without one has their initial on grey there.
    const [red, green, blue] = await pixel(withAvatar, 210, 345);
    expect(blue).toBeGreaterThan(200);
    expect(red + green).toBeLessThan(80);
    expect((await pixel(without, 150, 345))[2]).toBeLessThan(100);
  });

  it('is a 404 with no preview for a player nobody is', async () => {
    const page = await server.get('/profile/nobody-at-all');
    expect(page.status).toBe(404);
    expect(page.text).toBe(INDEX);
    expect((await server.get('/api/public/players/999999/card.png')).status).toBe(404);
  });
});

describe('the other public pages', () => {
  it('describe a list by its first levels, with the site logo as a small image', async () => {
    const tags = tagsOf((await server.get('/')).text);
    expect(tags).toMatchObject({
      'og:url': `${server.url}/`,
      'og:title': 'Classic Main List',
      'og:description': '3 levels: #1 - Desert Horizon, #2 - Level 2, #3 - Level 3',
      'og:image': `${server.url}/icons/icon-512.png`,
      'og:image:width': '512',
      'og:image:height': '512',
      'twitter:card': 'summary',
    });
    expect(tagsOf((await server.get('/platformer/legacy?lang=fr')).text)).toMatchObject({
      'og:title': 'Liste legacy Platformer',
      'og:description': "Aucun niveau dans cette liste pour l'instant.",
    });
  });

  it('describe the changelog by its latest change, and the leaderboard, stat viewer and guidelines by what they show', async () => {
    expect(tagsOf((await server.get('/changelog')).text)).toMatchObject({
      'og:title': 'Changelog',
      'og:description': 'Every change to the lists, newest first.',
    });
    const placed = await server.post('/api/staff/platformer-levels/create', {
      token: staff.token,
      body: {
        id: '777001',
        name: 'Sky Garden',
        publisher: 'Zobros',
        difficulty: 'HARD_DEMON',
        link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        thumbnail: 'https://img.example/t.png',
        ranking: 1,
      },
    });
    expect(placed.status).toBe(201);
    const [latest] = (await server.get('/api/public/changelog?type=platformer&limit=1')).json.changes;
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(latest.at));
    expect(tagsOf((await server.get('/changelog?type=platformer&list=main&page=2')).text)).toMatchObject({
      'og:url': `${server.url}/changelog?type=platformer&list=main`,
      'og:title': 'Changelog: Platformer',
      'og:description': `Every change to the lists, newest first. The latest on ${day}.`,
    });
    expect(tagsOf((await server.get('/leaderboard')).text)).toMatchObject({
      'og:title': 'Classic leaderboard',
      'og:description': `2 players ranked: #1 Amine GD (500.00), #2 ياسين (${levelPoints(2).points.toFixed(2)})`,
    });
    expect(tagsOf((await server.get(`/stat-viewer?region=${region}`)).text)).toMatchObject({
      'og:title': 'Stat Viewer: Souss-Massa',
      'og:description': 'Classic: 500.00 points · Platformer: 0.00 points',
    });
    expect(tagsOf((await server.get('/guidelines?lang=ar')).text)).toMatchObject({ 'og:title': 'القواعد', 'og:locale': 'ar_MA' });
    // A signed-in page has nothing to preview.
    expect((await server.get('/settings')).text).toBe(INDEX);
  });
});

describe('names from people', () => {
  it('come out inert in the tags, and are drawn as they are on the card', async () => {
    const [evil] = await server.createLevels('classic', 1, { name: '"><img onerror=x>', publisher: '</script>\u202Eevil' });
    const page = await server.get(`/classic/level/${evil}`);
    expect(page.status).toBe(200);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).not.toMatch(/<img|<\/script>/);
    // Every meta is one of the preview's (and the heading's hint), whole: nothing came out of an attribute.
    expect(page.text.match(/<meta /g)!.length).toBe(Object.keys(tagsOf(page.text)).length);
    const tags = tagsOf(page.text);
    expect(tags['og:title']).toBe('#4 - "><img onerror=x>');
    // A bidi override inside a name would turn the rest of the preview around: it is dropped.
    expect(tags['og:description']).toContain('Published by </script>evil');
    const card = await fetch(pathOf(tags['og:image']!).replace(/^/, server.url));
    expect(card.status).toBe(200);
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});

describe('a change', () => {
  const rename = (id: string, name: string) =>
    server.put(`/api/staff/classic-levels/update/${id}`, {
      token: staff.token,
      body: {
        name,
        publisher: 'Zobros',
        difficulty: 'EXTREME_DEMON',
        link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        thumbnail: 'https://img.example/level.png',
        duration: 'LONG',
        minimumCompletion: 50,
        ranking: 1,
      },
    });

  it("shows in a page's preview and its card on the next read", async () => {
    const before = tagsOf((await server.get(`/classic/level/${desert}`)).text);
    const oldCard = await fetch(server.url + pathOf(before['og:image']!));
    const oldTag = oldCard.headers.get('etag');
    expect((await rename(desert, 'Desert Dawn')).status).toBe(200);
    const after = tagsOf((await server.get(`/classic/level/${desert}`)).text);
    expect(after['og:title']).toBe('#1 - Desert Dawn');
    expect(after['og:image']).not.toBe(before['og:image']);
    const newCard = await fetch(server.url + pathOf(before['og:image']!));
    expect(newCard.headers.get('etag')).not.toBe(oldTag);
    expect(tagsOf((await server.get('/')).text)['og:description']).toContain('#1 - Desert Dawn');
  });

  it.runIf(testDatabaseKind === 'postgres')('reaches another instance through the change feed', async () => {
    const twin = await server.startTwin();
    try {
      const title = async () => tagsOf((await twin.get(`/classic/level/${desert}`)).text)['og:title'];
      const card = async () => (await fetch(`${twin.url}/api/public/classic-levels/${desert}/card.png`)).headers.get('etag');
      const heldTitle = await title();
      const heldCard = await card();
      expect((await rename(desert, 'Desert Dusk')).status).toBe(200);
      const started = Date.now();
      while ((await title()) === heldTitle && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(await title()).toBe('#1 - Desert Dusk');
      expect(await card()).not.toBe(heldCard);
    } finally {
      await twin.close();
    }
  });
});
