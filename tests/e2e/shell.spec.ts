import arFirst from '../../src/client/i18n/ar/first';
import frFirst from '../../src/client/i18n/fr/first';
import frRest from '../../src/client/i18n/fr/rest';
import { levelListTexts } from '../../src/client/features/levels/texts';
import { DEMO } from './support/constants';
import { apiGet, expect, expectNoSidewaysOverflow, signInAs, test } from './support/fixtures';

const PUBLIC_ROUTES = [
  '/',
  '/classic/extended',
  '/classic/legacy',
  '/platformer/main',
  '/platformer/extended',
  '/platformer/legacy',
  '/guidelines',
  '/leaderboard',
  '/stat-viewer',
  '/profile/DemoStaff',
  '/nowhere',
];

test.describe('desktop', { tag: '@desktop' }, () => {
  test('the sidebar is 16rem wide with two groups that toggle independently', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect((await nav.boundingBox())!.width).toBe(256);
    const classic = nav.getByRole('button', { name: 'Classic demonlist' });
    const platformer = nav.getByRole('button', { name: 'Platformer demonlist' });
    await expect(classic).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Main list' })).toHaveAttribute('aria-current', 'page');
    for (const group of await nav.locator('ul ul').all()) {
      expect(await group.evaluate((element) => getComputedStyle(element).maxHeight)).toBe('192px');
    }
    await expect(nav.getByRole('button', { name: 'Legacy', exact: true })).toBeDisabled();

    await classic.click();
    await expect(classic).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Extended list' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Extended', exact: true })).toBeVisible();
    await platformer.click();
    await expect(nav.getByRole('link', { name: 'Extended', exact: true })).toBeHidden();
    await classic.click();
    await expect(nav.getByRole('link', { name: 'Extended list' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Extended', exact: true })).toBeHidden();

    for (const [name, path] of [
      ['Leaderboard', '/leaderboard'],
      ['Stat Viewer', '/stat-viewer'],
      ['Guidelines', '/guidelines'],
      ['Extended list', '/classic/extended'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
    await expect(nav.getByRole('button', { name: 'Staff Menu' })).toHaveCount(0);
    // The sidebar carries the title; the top bar holds the search field.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Moroccan List' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('search').getByRole('searchbox', { name: 'Search levels and players' })).toBeVisible();
  });
});

test.describe('phone', { tag: '@phone' }, () => {
  test('the sidebar is a drawer behind the menu button', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page).toHaveURL('/leaderboard');
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test("the site's title is in the top bar, whole, signed out and signed in", async ({ page, request }) => {
    const title = page.getByRole('banner').getByRole('link', { name: 'Moroccan List', exact: true });
    const whole = () => title.evaluate((element) => element.scrollWidth <= element.clientWidth);
    await page.goto('/leaderboard');
    await expect(title).toBeVisible();
    expect(await whole()).toBe(true);
    await expectNoSidewaysOverflow(page);
    await signInAs(page, request, DEMO.player.username, '/leaderboard');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeEnabled();
    await expect(title).toBeVisible();
    expect(await whole()).toBe(true);
    await expectNoSidewaysOverflow(page);
    await title.click();
    await expect(page).toHaveURL('/');
  });

  test('touch targets are at least 40 px', async ({ page, request }) => {
    const [level] = await apiGet(request, '/api/public/classic-levels/list/main');
    for (const path of ['/', '/leaderboard', '/stat-viewer', '/profile/DemoStaff', `/classic/level/${level.id}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const small = await page
        .locator('header button, header a, main button, main a[class], [role=tab], aside a, aside button')
        .evaluateAll((elements) =>
          elements
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            // A link inside a sentence (a level's history) is exempt, as WCAG 2.5.8 exempts inline targets.
            .filter(
              (element) =>
                !(element.tagName === 'A' && getComputedStyle(element).display === 'inline' && element.parentElement?.closest('p, li')),
            )
            // A stretched link's target is its whole card.
            .map((element) => ({
              text: (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30),
              box: (element.hasAttribute('data-stretched') ? element.closest('article')! : element).getBoundingClientRect(),
            }))
            .filter(({ box }) => box.width > 0 && (box.height < 40 || box.width < 40))
            .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
        );
      expect(small, `small targets on ${path}`).toEqual([]);
    }
  });
});

test('nothing overflows sideways on any public route', async ({ page }) => {
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectNoSidewaysOverflow(page);
  }
});

test('nothing overflows sideways signed in, with the theme menu open', async ({ page, request }) => {
  await signInAs(page, request, DEMO.player.username, '/');
  for (const path of ['/', '/leaderboard', '/settings', '/submissions']) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeEnabled();
    await expectNoSidewaysOverflow(page);
  }
  await page.getByRole('banner').getByRole('button', { name: 'Theme' }).click();
  const menu = page.getByRole('menu', { name: 'Theme' });
  await expect(menu).toBeVisible();
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const box = await menu.boundingBox();
      return box !== null && box.y >= 40 && box.x >= 0 && box.x + box.width <= width;
    })
    .toBe(true);
  await expectNoSidewaysOverflow(page);
});

test('the theme is system by default and a choice from its menu is kept under vite-ui-theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Theme' });
  const menu = page.getByRole('menu', { name: 'Theme' });
  const item = (name: string) => menu.getByRole('menuitemradio', { name });
  // On a busy machine a click can land while the menu still opens or fades out: choose again until it takes.
  const choose = async (name: string, theme: string) => {
    await expect(async () => {
      if (!(await menu.isVisible())) await button.click();
      await item(name).click({ timeout: 2_000 });
      await expect(page.locator('html')).toHaveClass(new RegExp(theme), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(menu).toBeHidden();
  };

  await expect(page.locator('html')).toHaveClass(/dark/);
  await button.click();
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Light', 'Dark', 'System']);
  await expect(item('System')).toHaveAttribute('aria-checked', 'true');
  await expect(item('Light')).toHaveAttribute('aria-checked', 'false');
  await choose('Light', 'light');
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light/);
  // By keyboard: the menu opens on Enter, the arrows move, Enter chooses.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(item('Light')).toHaveAttribute('aria-checked', 'true');
  await expect(menu).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(item('Dark')).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
  await choose('System', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/light/);
});

test('the language menu loads the page again in the chosen language and keeps the choice', async ({ page, isMobile }) => {
  // In the top bar from sm up; on a phone, in the sidebar's drawer.
  const languageButton = async (name: string, menu: string) => {
    if (isMobile) await page.getByRole('button', { name: menu }).click();
    return page.getByRole(isMobile ? 'navigation' : 'banner').getByRole('button', { name });
  };
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const button = await languageButton('Language', 'Open menu');
  await button.click();
  const menu = page.getByRole('menu', { name: 'Language' });
  await expect(menu.getByRole('menuitemradio')).toHaveText(['English', 'Français', 'العربية']);
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frFirst.levelListTexts.welcome);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');

  await page.goto('/guidelines');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frRest.guidelinesTexts.title);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.goto('/');
  if (isMobile) {
    // On a phone the word beside the button opens the menu too.
    await page.getByRole('button', { name: frFirst.layoutTexts.openMenu }).click();
    await page.getByRole('navigation').getByText(frFirst.layoutTexts.language, { exact: true }).click();
  } else {
    await (await languageButton(frFirst.layoutTexts.language, frFirst.layoutTexts.openMenu)).click();
  }
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arFirst.levelListTexts.welcome);
  await (await languageButton(arFirst.layoutTexts.language, arFirst.layoutTexts.openMenu)).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to The Official Moroccan List Website!');
});

test('the right-hand panel: list editors, guidelines and the chat placeholder', async ({ page, request }) => {
  const staff = await apiGet(request, '/api/public/players/staff');
  await page.goto('/');
  const panel = page.getByRole('complementary', { name: 'Community' });
  await expect(panel.getByRole('heading', { name: 'List editors' })).toBeVisible();
  for (const member of staff) {
    await expect(panel.getByRole('link', { name: member.username, exact: true })).toHaveAttribute('href', `/profile/${member.username}`);
  }
  await expect(panel.getByRole('heading', { name: 'Guidelines' })).toBeVisible();
  await expect(panel.getByText('The community chat is not available here yet.')).toBeVisible();
  await panel.getByRole('link', { name: 'Read the guidelines' }).click();
  await expect(page).toHaveURL('/guidelines');
  await expect(page.getByRole('complementary', { name: 'Community' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('The Official Moroccan List');
});

test('no staff listed shows the disabled button', async ({ page }) => {
  await page.route('**/api/public/players/staff', (route) => route.fulfill({ json: [] }));
  await page.goto('/leaderboard');
  await expect(page.getByRole('button', { name: 'No staff members listed.' })).toBeDisabled();
});

test('an unknown path is the fallback screen', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the main list' }).click();
  await expect(page).toHaveURL('/');
});

test('keyboard: the skip link leads to the content, and every control is reachable', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/#main');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // First the list's date field, whose day, month and year take a Tab each; then the first card.
  await expect(page.getByLabel(levelListTexts.onDate.pick)).toBeFocused();
  const firstCard = page.getByRole('main').getByRole('link').first();
  for (let step = 0; step < 4 && !(await firstCard.evaluate((link) => link === document.activeElement)); step += 1)
    await page.keyboard.press('Tab');
  await expect(firstCard).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/classic\/level\/\d+$/);
});

test('the community chat embed comes from the server settings, with a placeholder offline', async ({ page, context, consoleGuard }) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.route('**/api/public/settings', (route) =>
    route.fulfill({ json: { chatWidgetUrl: 'https://chat.example/widget', googleSignIn: false } }),
  );
  // The page's policy as a server configured with this chat sends it (tests/api/edges.test.ts checks that it does).
  await page.route('**/platformer/extended', async (route) => {
    const response = await route.fetch();
    const policy = response.headers()['content-security-policy'] ?? '';
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': policy.replace('frame-src', 'frame-src https://chat.example') },
    });
  });
  await page.goto('/platformer/extended');
  const panel = page.getByRole('complementary', { name: 'Community' });
  await expect(panel.locator('iframe[title="Community chat"]')).toHaveAttribute('src', 'https://chat.example/widget');
  await context.setOffline(true);
  await expect(panel.getByText('The community chat needs a connection.')).toBeVisible();
  await expect(panel.locator('iframe')).toHaveCount(0);
  await context.setOffline(false);
});

test('every page names the browser tab: the page first, then the site', async ({ page, request }) => {
  const [level] = await apiGet<{ id: string; name: string; ranking: number }[]>(request, '/api/public/classic-levels/list/main');
  const shown: string[] = [];
  const visit = async (path: string, title: string) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    shown.push(title);
  };
  await visit('/', 'Classic Main List – Moroccan List');
  await visit('/classic/extended', 'Classic Extended List – Moroccan List');
  await visit('/platformer/legacy', 'Platformer Legacy List – Moroccan List');
  await visit(`/classic/level/${level!.id}`, `${level!.name} – #${level!.ranking} classic – Moroccan List`);
  await visit(`/profile/${DEMO.staff.username}`, `${DEMO.staff.username} – Moroccan List`);
  await visit('/leaderboard', 'Leaderboard – Moroccan List');
  await visit('/stat-viewer', 'Stat Viewer – Moroccan List');
  await visit('/guidelines', 'Guidelines – Moroccan List');
  expect(new Set(shown).size).toBe(shown.length);
  // Moving on inside the app names the new page too.
  await page.getByRole('link', { name: 'Moroccan List', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveTitle('Classic Main List – Moroccan List');
});
