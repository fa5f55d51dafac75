import { apiGet, expect, expectNoSidewaysOverflow, test } from './support/fixtures';

const PUBLIC_ROUTES = ['/', '/classic/extended', '/classic/legacy', '/platformer/main', '/platformer/extended', '/platformer/legacy', '/guidelines', '/leaderboard', '/stat-viewer', '/profile/DemoStaff', '/nowhere'];

test.describe('desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop layout');

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

    for (const [name, path] of [['Leaderboard', '/leaderboard'], ['Stat Viewer', '/stat-viewer'], ['Guidelines', '/guidelines'], ['Extended list', '/classic/extended']] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
    }
    await expect(nav.getByRole('button', { name: 'Staff Menu' })).toHaveCount(0);
  });
});

test.describe('phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout');

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

  test('touch targets are at least 40 px', async ({ page, request }) => {
    const [level] = await apiGet(request, '/api/public/classic-levels/list/main');
    for (const path of ['/', '/leaderboard', '/stat-viewer', '/profile/DemoStaff', `/classic/level/${level.id}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const small = await page.locator('header button, header a, main button, main a[class], [role=tab], aside a, aside button').evaluateAll((elements) =>
        elements
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          // A stretched link's target is its whole card.
          .map((element) => ({ text: (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30), box: (element.hasAttribute('data-stretched') ? element.closest('article')! : element).getBoundingClientRect() }))
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

test('the theme is system by default and a choice is kept under vite-ui-theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('button', { name: 'System theme' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await theme.getByRole('button', { name: 'Light theme' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light/);
  await expect(theme.getByRole('button', { name: 'Light theme' })).toHaveAttribute('aria-pressed', 'true');
  await theme.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');
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
  await expect(page.getByRole('main').getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/classic\/level\/\d+$/);
});

test('the community chat embed comes from the server settings, with a placeholder offline', async ({ page, context, consoleGuard }) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
  await page.route('**/api/public/settings', (route) => route.fulfill({ json: { chatWidgetUrl: 'https://chat.example/widget', googleSignIn: false } }));
  // The page's policy as a server configured with this chat sends it (tests/api/edges.test.ts checks that it does).
  await page.route('**/platformer/extended', async (route) => {
    const response = await route.fetch();
    const policy = response.headers()['content-security-policy'] ?? '';
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy.replace('frame-src', 'frame-src https://chat.example') } });
  });
  await page.goto('/platformer/extended');
  const panel = page.getByRole('complementary', { name: 'Community' });
  await expect(panel.locator('iframe[title="Community chat"]')).toHaveAttribute('src', 'https://chat.example/widget');
  await context.setOffline(true);
  await expect(panel.getByText('The community chat needs a connection.')).toBeVisible();
  await expect(panel.locator('iframe')).toHaveCount(0);
  await context.setOffline(false);
});
