/**
 * The search from the top bar: levels of both types and every list (by name or level ID) and players
 * (by username) as one types, grouped, keyboard usable, a clear text when nothing matches, and the
 * same offline from the device's copy of the public data. A field from md up, a button that opens the
 * search over the page on a phone.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DEMO } from './support/constants';
import {
  apiGet,
  controlledByServiceWorker,
  expect,
  expectNoSidewaysOverflow,
  signInAs,
  test,
  visitAndKeepOffline,
} from './support/fixtures';

type Level = { id: string; name: string; ranking: number };

const NAME = 'Search levels and players';

/** Opens the search (the field, or the phone's button) and gives its combobox, focused. */
async function openSearch(page: Page, isMobile: boolean) {
  const box = page.getByRole('combobox', { name: NAME });
  // The field is a plain search box until the search has loaded.
  if (isMobile) await page.getByRole('button', { name: NAME }).click();
  else await page.getByRole('searchbox', { name: NAME }).or(box).click();
  await expect(box).toBeFocused();
  return box;
}

const results = (page: Page) => page.getByRole('listbox');
const option = (page: Page, name: string) => results(page).getByRole('option', { name, exact: true });
const levelOption = (page: Page, level: Level, type: 'Classic' | 'Platformer') => option(page, `#${level.ranking} ${level.name} ${type}`);

test('levels of every list and both types, by name, grouped, and choosing one opens its page', async ({ page, request, isMobile }) => {
  const [legacy] = await apiGet<Level[]>(request, '/api/public/classic-levels/list/legacy');
  const platformer = (await apiGet<Level[]>(request, '/api/public/platformer-levels/list')).at(-1)!;
  await page.goto('/leaderboard');
  await page.getByRole('heading', { level: 1 }).waitFor();

  const box = await openSearch(page, isMobile);
  // Another case than the level's, as one types it.
  await page.keyboard.type(legacy!.name.toUpperCase());
  const levels = results(page).getByRole('group', { name: 'Levels' });
  await expect(levels.getByRole('option').first()).toHaveAccessibleName(`#${legacy!.ranking} ${legacy!.name} Classic`);
  await expectNoSidewaysOverflow(page);

  await box.fill(platformer.name.toLowerCase());
  await expect(levelOption(page, platformer, 'Platformer')).toBeVisible();
  await levelOption(page, platformer, 'Platformer').click();
  await expect(page).toHaveURL(`/platformer/level/${platformer.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${platformer.ranking} - ${platformer.name}`);
  await expect(results(page)).toBeHidden();
});

test('a level by its ID, and a player by username, prefix matches first', async ({ page, request, isMobile }) => {
  const [level] = await apiGet<Level[]>(request, '/api/public/classic-levels/list/extended');
  const players = await apiGet<{ username: string }[]>(request, '/api/public/players');
  await page.goto('/');
  await page.getByRole('article').first().waitFor();

  await openSearch(page, isMobile);
  await page.keyboard.type(level!.id);
  await expect(results(page).getByRole('option').first()).toHaveAccessibleName(`#${level!.ranking} ${level!.name} Classic`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/classic/level/${level!.id}`);

  // 'demo' starts DemoPlayer and DemoStaff; every username holding it elsewhere comes after them.
  const box = await openSearch(page, isMobile);
  await box.fill('demo');
  const group = results(page).getByRole('group', { name: 'Players' });
  const holding = players.filter((player) => player.username.toLowerCase().includes('demo')).slice(0, 6);
  const prefixed = holding.filter((player) => player.username.toLowerCase().startsWith('demo'));
  await expect(group.getByRole('option')).toHaveCount(holding.length);
  await expect(group.getByRole('option').first()).toHaveText(prefixed[0]!.username);
  await group.getByRole('option', { name: DEMO.player.username, exact: true }).click();
  await expect(page).toHaveURL(`/profile/${DEMO.player.username}`);
});

test('names are matched without their accents, and a group shows at most six', async ({ page, isMobile }) => {
  // Players as a server with accented names and many alike would answer.
  const players = [{ id: 9001, username: 'Zoé Ébène' }, ...Array.from({ length: 9 }, (_, at) => ({ id: 9100 + at, username: `Zed${at}` }))];
  await page.route('**/api/public/players', (route) => route.fulfill({ json: players }));
  await page.goto('/guidelines');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const box = await openSearch(page, isMobile);
  await page.keyboard.type('zoe eb');
  await expect(option(page, 'Zoé Ébène')).toBeVisible();
  await box.fill('ze');
  await expect(results(page).getByRole('group', { name: 'Players' }).getByRole('option')).toHaveCount(6);
});

test('nothing found says so, and the typed text stays', async ({ page, isMobile }) => {
  await page.goto('/');
  await page.getByRole('article').first().waitFor();
  const box = await openSearch(page, isMobile);
  await page.keyboard.type('qqzzxq');
  await expect(page.getByText('No levels or players match "qqzzxq".')).toBeVisible();
  await expect(results(page).getByRole('option')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('qqzzxq');
  await expect(page).toHaveURL('/');
});

test('keyboard: the shortcut, arrows, Enter, Escape', async ({ page, request, isMobile }) => {
  const [first] = await apiGet<Level[]>(request, '/api/public/classic-levels/list/main');
  await page.goto('/');
  await page.getByRole('article').first().waitFor();

  // '/' goes to the search from anywhere on the page.
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: NAME });
  await expect(box).toBeFocused();
  await page.keyboard.type('e');
  const options = results(page).getByRole('option');
  // The first result is highlighted as one types; the arrows move through the others and back.
  await expect(options.first()).toHaveAttribute('data-highlighted', '');
  expect(await options.count()).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('data-highlighted', '');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('data-highlighted', '');

  // Escape closes the results and keeps the text.
  await page.keyboard.press('Escape');
  await expect(results(page)).toBeHidden();
  await expect(box).toHaveValue('e');
  if (isMobile) {
    // A second Escape closes the search over the page.
    const dialog = page.getByRole('dialog', { name: NAME });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Opened with its button, once closed the focus is back on the button.
    await page.getByRole('button', { name: NAME }).click();
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: NAME })).toBeFocused();
  } else {
    await page.getByRole('heading', { level: 1 }).click();
  }
  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: NAME })).toBeFocused();
  await page.getByRole('combobox', { name: NAME }).fill(first!.name);
  await expect(options.first()).toHaveAccessibleName(`#${first!.ranking} ${first!.name} Classic`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/classic/level/${first!.id}`);
});

test("'/' typed in a field or a dialog stays there", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('article').first().waitFor();
  await page.getByRole('button', { name: 'Login' }).click();
  const email = page.getByRole('dialog', { name: 'Welcome Back' }).getByLabel('Email');
  await email.click();
  await page.keyboard.type('a/b');
  await expect(email).toHaveValue('a/b');
  await expect(page.getByRole('combobox', { name: NAME })).toHaveCount(0);
});

test('typing before the search has loaded keeps every letter', { tag: '@desktop' }, async ({ page }) => {
  // The search's code is held back until the first letters are typed into the plain field.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/search-box-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('article').first().waitFor();
  const plain = page.getByRole('searchbox', { name: NAME });
  await plain.click();
  await page.keyboard.type('dem');
  // Still the plain field: the search has not come yet.
  await expect(plain).toHaveValue('dem');
  await expect(page.getByRole('combobox', { name: NAME })).toHaveCount(0);
  release();
  const box = page.getByRole('combobox', { name: NAME });
  await expect(box).toBeFocused();
  await page.keyboard.type('oplayer');
  await expect(box).toHaveValue('demoplayer');
  await expect(option(page, DEMO.player.username)).toBeVisible();
});

test('signed in, the bar, the open search and the theme menu fit the screen, and axe finds nothing serious', async ({
  page,
  request,
  isMobile,
}) => {
  test.slow(); // axe walks two states of the page, each in two themes
  await signInAs(page, request, DEMO.player.username, '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeEnabled();
  await expectNoSidewaysOverflow(page);
  await openSearch(page, isMobile);
  await page.keyboard.type('de');
  await expect(results(page).getByRole('option').first()).toBeVisible();
  await expectNoSidewaysOverflow(page);
  const box = (await results(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectAccessible(page, 'the open search');

  await page.keyboard.press('Escape');
  if (isMobile) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Theme' }).click();
  await expect(page.getByRole('menu', { name: 'Theme' })).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await expectAccessible(page, 'the theme menu');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('once the offline copy is saved, the search finds levels and players without a network', async ({
    page,
    context,
    request,
    isMobile,
    consoleGuard,
  }) => {
    test.setTimeout(90_000);
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
    const [legacy] = await apiGet<Level[]>(request, '/api/public/classic-levels/list/legacy');
    const [platformer] = await apiGet<Level[]>(request, '/api/public/platformer-levels/list/main');

    await visitAndKeepOffline(page);

    await context.setOffline(true);
    // Neither the ranked levels nor the player names were ever fetched: the copy answers for them.
    const box = await openSearch(page, isMobile);
    await page.keyboard.type(legacy!.name);
    await expect(levelOption(page, legacy!, 'Classic')).toBeVisible();
    await box.fill(platformer!.name);
    await expect(levelOption(page, platformer!, 'Platformer')).toBeVisible();
    await box.fill(DEMO.staff.username.toLowerCase());
    await expect(option(page, DEMO.staff.username)).toBeVisible();
    await box.fill(legacy!.name);
    await levelOption(page, legacy!, 'Classic').click();
    await expect(page).toHaveURL(`/classic/level/${legacy!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${legacy!.ranking} - ${legacy!.name}`);
    await context.setOffline(false);
  });

  test('offline with nothing saved, the search says results may be missing rather than that nothing matches, and finds them once back online', async ({
    page,
    context,
    isMobile,
    consoleGuard,
  }) => {
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    // The offline copy never arrives.
    await context.route('**/api/public/snapshot', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('article').first()).toBeVisible();
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    await openSearch(page, isMobile);
    await page.keyboard.type('de');
    const notice = page.getByText(
      'Not everything is saved on this device yet, so some results may be missing. The search finds them once you are back online.',
    );
    await expect(notice).toBeVisible();
    await expect(page.getByText(/No levels or players match/)).toHaveCount(0);
    await context.setOffline(false);
    await expect(results(page).getByRole('group', { name: 'Levels' }).getByRole('option').first()).toBeVisible();
    await expect(option(page, DEMO.player.username)).toBeVisible();
    await expect(notice).toBeHidden();
  });
});
