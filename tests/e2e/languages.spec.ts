/**
 * The site in French and in Arabic (the projects `fr`, `ar` and `ar-desktop` of playwright.config.ts,
 * whose browsers prefer that language): a first visit opens in it, `<html lang dir>` follow it, and a
 * sample of screens (public, signed-in, staff, a dialog) shows no English text of the app, has no
 * sideways overflow at 360 px, formats numbers for the language and passes axe; every screen and the
 * staff's dialogs, in the page and in its labels, show none of the app's English phrases.
 */
import { readdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { guidelinesTexts } from '../../src/client/features/guidelines/texts';
import { levelTexts } from '../../src/client/features/levels/page-texts';
import { levelListTexts } from '../../src/client/features/levels/texts';
import { leaderboardTexts, profileTexts, standingTexts } from '../../src/client/features/players/texts';
import { statViewerTexts } from '../../src/client/features/regions/texts';
import { signInTexts, accountTexts } from '../../src/client/features/auth/texts';
import { submissionTexts } from '../../src/client/features/submissions/texts';
import { staffLevelTexts } from '../../src/client/features/levels/staff-texts';
import { appTexts } from '../../src/client/components/app/texts';
import { layoutTexts } from '../../src/client/components/layout/texts';
import { siteTexts } from '../../src/client/features/site/texts';
import { definedTexts } from '../../src/client/lib/i18n/registry';
import arFirst from '../../src/client/i18n/ar/first';
import arRest from '../../src/client/i18n/ar/rest';
import frFirst from '../../src/client/i18n/fr/first';
import frRest from '../../src/client/i18n/fr/rest';
import { expectAccessible } from './support/axe';
import { expectLongNamesCutAtTheirEnd } from './support/names';
import { DEMO } from './support/constants';
import { apiGet, expect, expectNoSidewaysOverflow, signInAs, test, waitForSavedCache } from './support/fixtures';

test.describe.configure({ timeout: 60_000 });

const LANGUAGES = {
  fr: { dir: 'ltr', intl: 'fr-MA', texts: { ...frFirst, ...frRest } },
  ar: { dir: 'rtl', intl: 'ar-MA', texts: { ...arFirst, ...arRest } },
} as const;

function language() {
  const tag = String(test.info().project.use.locale ?? '');
  const lang = tag.split('-')[0] as keyof typeof LANGUAGES;
  if (!(lang in LANGUAGES)) throw new Error(`the ${test.info().project.name} project's locale is not French or Arabic`);
  return { lang, ...LANGUAGES[lang] };
}

/**
 * The English phrases of `texts` (two words or more and `minLength` characters, so names and single
 * words that read the same are left out), but for the site's name, a brand kept as it is in every language.
 */
function phrasesOf(texts: object[], minLength: number): string[] {
  const phrases = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (/\S+ \S+/.test(value) && value.length >= minLength) phrases.add(value);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  texts.forEach(walk);
  phrases.delete(layoutTexts.title);
  return [...phrases];
}

/** The app's English phrases of the sampled screens. */
const ENGLISH = phrasesOf(
  [
    layoutTexts,
    appTexts,
    levelListTexts,
    levelTexts,
    leaderboardTexts,
    profileTexts,
    standingTexts,
    statViewerTexts,
    guidelinesTexts,
    signInTexts,
    accountTexts,
    submissionTexts,
    staffLevelTexts,
    siteTexts,
  ],
  10,
);

/**
 * Every English phrase the app defines: what no screen in another language may show. The catalogs'
 * unit test checks that each of them is translated.
 */
async function appPhrases(): Promise<string[]> {
  const source = new URL('../../src/client/', import.meta.url);
  const files = (readdirSync(source, { recursive: true }) as string[]).filter((file) => /(^|\/)([\w-]+-)?texts\.ts$/.test(file));
  await Promise.all(files.map((file) => import(new URL(file, source).href)));
  return phrasesOf([...definedTexts().values()], 8);
}

/** The checks every sampled screen passes, once its heading (and so its data) is shown. */
async function expectInLanguage(page: Page, where: string): Promise<void> {
  const { lang, dir } = language();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const shown = await page.locator('body').innerText();
  expect(
    ENGLISH.filter((phrase) => shown.includes(phrase)),
    `English left on ${where}`,
  ).toEqual([]);
  await expectNoSidewaysOverflow(page);
  await expectAccessible(page, where);
}

async function open(page: Page, path: string, heading?: string): Promise<void> {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await (heading ? expect(h1).toHaveText(heading) : expect(h1).toBeVisible());
}

test("a first visit opens the home list in the browser's language", async ({ page }) => {
  const { texts } = language();
  await open(page, '/', texts.levelListTexts.welcome);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectInLanguage(page, 'the home list');
});

test('the installed app is named in the language', { tag: '@words' }, async ({ page, request }) => {
  const { lang, dir } = language();
  await open(page, '/guidelines');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(`/manifest.${lang}.webmanifest`);
  const manifest = await apiGet<{ name: string; short_name: string; lang: string; dir: string }>(request, href!);
  const english = await apiGet<{ name: string; short_name: string }>(request, '/manifest.webmanifest');
  expect({ lang: manifest.lang, dir: manifest.dir }).toEqual({ lang, dir });
  expect(manifest.name).not.toBe(english.name);
  expect(manifest.short_name).not.toBe(english.short_name);
});

test("long Latin names are cut at their own end: a card's title and publisher, the previous level's link", async ({ page, request }) => {
  await expectLongNamesCutAtTheirEnd(page, request);
});

test('the changelog on a phone stays inside the screen, its button for older changes too', { tag: '@phone' }, async ({ page }) => {
  const { texts } = language();
  // Pages of three changes, so that there are older ones whatever the data holds.
  await page.route(/\/api\/public\/changelog\?/, (route) => {
    const url = new URL(route.request().url());
    if (!url.searchParams.has('limit')) url.searchParams.set('limit', '3');
    return route.continue({ url: url.href });
  });
  await open(page, '/changelog', texts.changelogTexts.title);
  const older = page.getByRole('button', { name: texts.changelogTexts.loadOlder });
  await expect(older).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await expectInsideWidth(page, older, 'the button for older changes');
});

test('a level page, with its records table', async ({ page, request }) => {
  const { texts } = language();
  const [first] = await apiGet(request, '/api/public/classic-levels/list/main');
  await open(page, `/classic/level/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.name);
  await expect(page.getByRole('columnheader', { name: texts.levelTexts.recordsTable.player })).toBeVisible();
  await expectInLanguage(page, 'a level page');
});

/** The box of `locator` lies within the viewport's width. */
async function expectInsideWidth(page: Page, locator: Locator, what: string): Promise<void> {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${what} starts inside the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the screen`).toBeLessThanOrEqual(width + 0.5);
}

test('a level page stays inside the screen beside a level with a 20-character name, says its list and copies its id', async ({
  page,
  request,
  isMobile,
}) => {
  const { texts } = language();
  const ranked = await apiGet<{ id: string; name: string; ranking: number }[]>(request, '/api/public/classic-levels/list');
  const level = ranked.find((candidate) => candidate.ranking === 3)!;
  // The level above it with a name as long as the game allows, unbroken.
  await page.route('**/api/public/classic-levels/list', async (route) => {
    const levels = await (await route.fetch()).json();
    await route.fulfill({
      json: levels.map((other: { ranking: number }) => (other.ranking === 2 ? { ...other, name: 'W'.repeat(20) } : other)),
    });
  });
  await open(page, `/classic/level/${level.id}`);
  await expect(page.getByRole('navigation', { name: texts.levelTexts.neighbours })).toContainText('WWWW');
  await expectNoSidewaysOverflow(page);
  const main = page.getByRole('main');
  await expectInsideWidth(page, main.getByRole('heading', { level: 1 }), 'the title');
  await expectInsideWidth(page, main.getByRole('navigation', { name: texts.levelTexts.neighbours }), 'the neighbours');
  await expectInsideWidth(page, main.getByRole('table'), 'the records');
  // Each record's date: its own column on a desktop, under the player's name on a phone.
  const dates = main.getByRole('table').locator('time:visible');
  await expect(dates.first()).toBeVisible();
  await expect(main.getByRole('columnheader', { name: texts.levelTexts.recordsTable.date })).toBeVisible({ visible: !isMobile });
  // The list it is in, linked.
  const list = main.getByRole('link', { name: texts.levelListTexts.titles.classic.main, exact: true });
  await expect(list).toHaveAttribute('href', '/');
  await main.getByRole('button', { name: texts.levelListTexts.copyId }).click();
  await expect(page.getByText(texts.levelListTexts.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(level.id);
  await expectAccessible(page, 'a level page beside a long name');
});

test("the phone top bar keeps the site's title whole, and the selects show their arrow and their whole text", async ({
  page,
  isMobile,
}) => {
  const { texts } = language();
  await open(page, '/leaderboard');
  const title = page.locator('header').getByRole('link', { name: texts.layoutTexts.title });
  if (isMobile) {
    await expect(title).toBeVisible();
    expect(
      await title.evaluate((link) => link.scrollWidth <= link.clientWidth && link.scrollHeight <= link.clientHeight),
      'the title is not cut',
    ).toBe(true);
  }
  const region = page.getByRole('combobox', { name: texts.leaderboardTexts.region });
  expect(await region.evaluate((select) => select.scrollWidth <= select.clientWidth), 'the region filter shows its whole text').toBe(true);
  const arrow = region.locator('xpath=following-sibling::*[local-name()="svg"]');
  await expect(arrow).toBeVisible();
  const [selectBox, arrowBox] = [(await region.boundingBox())!, (await arrow.boundingBox())!];
  expect(arrowBox.x).toBeGreaterThanOrEqual(selectBox.x);
  expect(arrowBox.x + arrowBox.width).toBeLessThanOrEqual(selectBox.x + selectBox.width);
});

test("the stat viewer keeps the players' names readable beside their points", async ({ page, request }) => {
  const { texts } = language();
  const [region] = await apiGet<{ id: number; name: string }[]>(request, '/api/public/regions');
  await open(page, `/stat-viewer?region=${region!.id}`);
  const rows = page.getByRole('list', { name: texts.statViewerTexts.playersOf(region!.name) }).getByRole('link');
  await expect(rows.first()).toBeVisible();
  const names = await rows.evaluateAll((links) =>
    links.slice(0, 8).map((link) => {
      const name = link.querySelector('bdi')!;
      return { text: name.textContent, whole: name.scrollWidth <= name.clientWidth };
    }),
  );
  expect(names.length).toBeGreaterThan(0);
  expect(
    names.filter((name) => !name.whole),
    'names cut short',
  ).toEqual([]);
  await expectNoSidewaysOverflow(page);
});

test("the outbox panel lies inside the screen, padded, in the language's direction", async ({ page, request, consoleGuard, isMobile }) => {
  test.slow(); // the form waits for an answer before saying the change is queued
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
  const { dir, texts } = language();
  // The server out of reach for this change only: it waits in the outbox.
  await page.route('**/api/authenticated/players/profile/update', (route) => route.abort('internetdisconnected'));
  await signInAs(page, request, DEMO.player.username, '/settings');
  const discord = page.getByRole('textbox', { name: texts.settingsTexts.discord });
  await expect(discord).toBeVisible();
  await discord.fill(`queued_${Date.now() % 100_000}`);
  await page.getByRole('button', { name: texts.settingsTexts.save }).click();
  await expect(page.getByTestId('outbox-button')).toBeVisible({ timeout: 20_000 });
  if (isMobile) {
    // The top bar keeps the site's title whole beside the outbox's count.
    const title = page.locator('header').getByRole('link', { name: texts.layoutTexts.title });
    expect(
      await title.evaluate((link) => link.scrollWidth <= link.clientWidth && link.scrollHeight <= link.clientHeight),
      'the title is not cut',
    ).toBe(true);
  }
  await page.getByTestId('outbox-button').click();
  const panel = page.getByRole('dialog', { name: texts.outboxTexts.panelTitle });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('dir', dir);
  await expectInsideWidth(page, panel, 'the panel');
  const heading = panel.getByRole('heading', { name: texts.outboxTexts.panelTitle });
  const [panelBox, headingBox] = [(await panel.boundingBox())!, (await heading.boundingBox())!];
  expect(headingBox.x - panelBox.x, 'padding at the left').toBeGreaterThanOrEqual(12);
  expect(panelBox.x + panelBox.width - (headingBox.x + headingBox.width), 'padding at the right').toBeGreaterThanOrEqual(12);
  expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth), 'the title is whole').toBe(true);
  await expectAccessible(page, 'the outbox panel');
  // The change waits; discarded, nothing is sent.
  await panel.getByRole('button', { name: texts.outboxTexts.discard }).click();
  await panel.getByRole('button', { name: texts.outboxTexts.discard }).click();
  await expect(page.getByTestId('outbox-button')).toHaveCount(0);
});

test("the leaderboard shows points in the language's number format", { tag: '@words' }, async ({ page, request }) => {
  const { intl } = language();
  const [top] = await apiGet(request, '/api/public/players/classic-points?limit=1');
  await open(page, '/leaderboard');
  const points = new Intl.NumberFormat(intl, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    top.classicPoints,
  );
  await expect(page.getByRole('main')).toContainText(points);
  await expectInLanguage(page, 'the leaderboard');
});

test('the browser tab is named in the language, the page first', { tag: '@words' }, async ({ page, request }) => {
  const { texts } = language();
  const [first] = await apiGet(request, '/api/public/classic-levels/list/main');
  const site = texts.layoutTexts.title;
  await open(page, '/leaderboard');
  await expect(page).toHaveTitle(`${texts.leaderboardTexts.title} – ${site}`);
  await open(page, '/classic/extended');
  await expect(page).toHaveTitle(`${texts.levelListTexts.titles.classic.extended} – ${site}`);
  await open(page, `/classic/level/${first.id}`);
  await expect(page).toHaveTitle(`${texts.levelTexts.tab(first.name, first.ranking, 'classic')} – ${site}`);
});

test('a profile, the stat viewer and the guidelines', async ({ page }) => {
  await open(page, `/profile/${DEMO.staff.username}`, DEMO.staff.username);
  await expectInLanguage(page, 'a profile');
  await open(page, '/stat-viewer');
  await expectInLanguage(page, 'the stat viewer');
  await open(page, '/guidelines');
  await expectInLanguage(page, 'the guidelines');
});

test('the login dialog, and how long to wait after too many failures', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of (401|429)/);
  const { intl, texts } = language();
  await open(page, '/guidelines');
  await page.getByRole('button', { name: texts.layoutTexts.account.login }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectInLanguage(page, 'the login dialog');

  // This browser's device cookie keeps its failures its own (auth.spec.ts says how).
  const attempt = (password: string) => page.request.post('/api/auth/login', { data: { email: DEMO.player.email, password } });
  expect((await attempt(DEMO.player.password)).status()).toBe(200);
  for (let i = 0; i < 5; i += 1) expect((await attempt(`not-the-password ${i}`)).status()).toBe(401);
  await dialog.getByLabel(texts.signInTexts.email).fill(DEMO.player.email);
  await dialog.getByLabel(texts.signInTexts.password).fill(DEMO.player.password);
  await dialog.getByRole('button', { name: texts.signInTexts.submit }).click();
  const wait = new Intl.RelativeTimeFormat(intl, { numeric: 'always' }).format(15, 'minute');
  await expect(dialog.getByRole('alert')).toContainText(wait);
  await expectInLanguage(page, 'a sign-in refused for too many failures');
});

test('signed in, the submissions and a staff page', async ({ page, request }) => {
  await signInAs(page, request, DEMO.staff.username, '/submissions', true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectInLanguage(page, 'the submissions');
  await open(page, '/staff/levels');
  await expectInLanguage(page, 'the staff levels');
});

test("a refused change is said in the language: the device's check, then the server's refusal", async ({ page, request, consoleGuard }) => {
  consoleGuard.allow(/status of 409/);
  const { texts } = language();
  await signInAs(page, request, DEMO.player.username, '/settings');
  const username = page.getByRole('textbox', { name: texts.settingsTexts.username });
  const save = page.getByRole('button', { name: texts.settingsTexts.save });
  // Too short: the device refuses it before anything is sent, from the shared schema's issue.
  await username.fill('ab');
  await save.click();
  await expect(page.getByText(texts.refusalTexts.fields.username, { exact: true })).toBeVisible();
  // Another player's name: the server refuses it (409 username_taken, an issue of type `taken`).
  await username.fill(DEMO.staff.username);
  await save.click();
  // Said once, on the field, in its code's own words.
  await expect(username).toHaveAccessibleErrorMessage(texts.refusalTexts.codes.username_taken);
  await expect(page.getByText(texts.refusalTexts.codes.username_taken)).toHaveCount(1);
  await expectInLanguage(page, 'a refused settings change');
  expect((await apiGet(request, `/api/public/players/username/${DEMO.player.username}`)).username).toBe(DEMO.player.username);
});

test('with the server out of reach, the notice and how long ago the lists were saved are in the language', async ({
  page,
  consoleGuard,
}) => {
  // Two page loads and the accessibility checks in both colour schemes.
  test.setTimeout(120_000);
  consoleGuard.allow(/ERR_CONNECTION_REFUSED|net::ERR_FAILED/);
  const { intl, texts } = language();
  await open(page, '/', texts.levelListTexts.welcome);
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitForSavedCache(page);
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  const now = new Intl.RelativeTimeFormat(intl, { numeric: 'auto' }).format(0, 'second');
  await expect(page.getByRole('status')).toHaveText(`${texts.appTexts.stale.unreachable} ${texts.appTexts.stale.savedAgo(now)}`);
  await expectInLanguage(page, 'the stale-data notice');
});

test(
  "every screen and the staff's dialogs show no English text of the app, in the page or its labels",
  { tag: '@words' },
  async ({ page, request, consoleGuard }) => {
    test.setTimeout(180_000);
    consoleGuard.allow(/status of 404/);
    const { texts } = language();
    const english = await appPhrases();
    expect(english.length).toBeGreaterThan(300);
    const [classic] = await apiGet(request, '/api/public/classic-levels/list/main');
    const [platformer] = await apiGet(request, '/api/public/platformer-levels/list/main');
    // A player with no sign-in: its profile offers 'This is me' to the signed-in staff member.
    const [claimable] = (await apiGet<{ username: string }[]>(request, '/api/public/players/classic-points')).filter(
      (row) => !/^demo/i.test(row.username),
    );
    const expectNoEnglish = async (where: string) => {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const shown = await page.evaluate(() => {
        const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap((element) =>
          ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
        );
        return [document.title, document.body.innerText, ...labels].join('\n');
      });
      expect(
        english.filter((phrase) => shown.includes(phrase)),
        `English left on ${where}`,
      ).toEqual([]);
    };
    await signInAs(page, request, DEMO.staff.username, '/', true);
    const paths = [
      '/',
      '/classic/extended',
      '/classic/legacy',
      '/platformer/main',
      '/platformer/extended',
      '/platformer/legacy',
      `/classic/level/${classic.id}`,
      `/platformer/level/${platformer.id}`,
      '/classic/level/999999999',
      '/leaderboard',
      '/stat-viewer',
      '/guidelines',
      `/profile/${DEMO.staff.username}`,
      `/profile/${encodeURIComponent(claimable!.username)}`,
      '/settings',
      '/submissions',
      '/inbox',
      '/staff/levels',
      '/staff/records',
      '/staff/regions',
      '/staff/submissions',
      '/staff/claims',
      '/no-such-page',
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expectNoEnglish(path);
    }
    const dialogs = [
      { path: '/submissions', button: texts.submissionTexts.create },
      { path: '/staff/levels', button: texts.staffLevelTexts.add },
      { path: '/staff/records', button: texts.staffRecordTexts.add },
      { path: '/staff/regions', button: texts.staffRegionTexts.add },
    ];
    for (const { path, button } of dialogs) {
      await open(page, path);
      await page.getByRole('button', { name: button, exact: true }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoEnglish(`the dialog of '${button}'`);
    }
  },
);

test('the sidebar stands where the text starts: at the right in Arabic, at the left in French', async ({ page, isMobile }) => {
  const { dir, texts } = language();
  await open(page, '/');
  const sidebar = page.getByRole('navigation', { name: texts.layoutTexts.sidebar.label });
  if (isMobile) await page.getByRole('button', { name: texts.layoutTexts.openMenu }).click();
  await expect(sidebar).toBeVisible();
  const width = page.viewportSize()!.width;
  // The drawer slides in, from either side: measure once it stands inside the window at both edges.
  await expect
    .poll(async () => {
      const { x, width: wide } = (await sidebar.boundingBox())!;
      return x >= 0 && x + wide <= width + 1;
    })
    .toBe(true);
  const box = (await sidebar.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
  if (isMobile) {
    // The open drawer comes in from the side where the text starts.
    if (dir === 'rtl') expect(box.x + box.width).toBeGreaterThan(width - 20);
    else expect(box.x).toBeLessThan(1);
  } else {
    // Beside the page, on the side where the text starts.
    const main = (await page.getByRole('main').boundingBox())!;
    if (dir === 'rtl') expect(box.x).toBeGreaterThanOrEqual(main.x + main.width);
    else expect(box.x + box.width).toBeLessThanOrEqual(main.x);
  }
});

test('toasts come in at the end of the line: bottom left in Arabic', { tag: '@desktop' }, async ({ page, context }) => {
  const { dir } = language();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/');
  await page.getByRole('article').first().getByRole('button').click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]').first();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const middle = page.viewportSize()!.width / 2;
  if (dir === 'rtl') expect(box.x + box.width).toBeLessThan(middle);
  else expect(box.x).toBeGreaterThan(middle);
  // A swipe toward the edge it came from sends it away: to the left in Arabic.
  await page.waitForTimeout(500); // let it finish sliding in
  const settled = (await toast.boundingBox())!;
  const [x, y] = [settled.x + settled.width / 2, settled.y + settled.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + (dir === 'rtl' ? -40 : 40), y, { steps: 4 });
  await page.mouse.up();
  await expect(toast).toBeHidden({ timeout: 1500 });
});
