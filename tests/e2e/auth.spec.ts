import { DEMO } from './support/constants';
import { expect, expectNoSidewaysOverflow, playerId, signInAs, signToken, test, waitForOfflineCopy } from './support/fixtures';

async function openLogin(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function passwordLogin(dialog: import('@playwright/test').Locator, email: string, password: string) {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
}

test('the login dialog, and Google sign-in leaving for the server', async ({ page }) => {
  // As a server with Google set up answers (the demo server has none).
  await page.route('**/api/public/settings', (route) => route.fulfill({ json: { chatWidgetUrl: null, googleSignIn: true } }));
  await page.route('**/oauth2/authorization/google', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google</title>' }));
  await page.goto('/leaderboard');
  const dialog = await openLogin(page);
  await expect(dialog.getByText('Login to access your account')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await (await openLogin(page)).getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/oauth2\/authorization\/google$/);
  expect(await page.evaluate(() => sessionStorage.getItem('signInReturnTo'))).toBe('/leaderboard');
});

test('without Google set up on the server, its button says so instead of leaving the site', async ({ page }) => {
  await page.goto('/leaderboard');
  const dialog = await openLogin(page);
  const google = dialog.getByRole('button', { name: 'Sign in with Google' });
  await expect(google).toBeDisabled();
  await expect(google).toHaveAccessibleDescription('Google sign-in is not available on this site.');
  await expect(dialog.getByText('Google sign-in is not available on this site.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign in with email' })).toBeEnabled();
  // The dialog leads with what works here: the password form, the unavailable button below it.
  const [email, off] = await Promise.all([dialog.getByLabel('Email').boundingBox(), google.boundingBox()]);
  expect(email!.y).toBeLessThan(off!.y);
  await expect(page).toHaveURL('/leaderboard');
});

test('password sign-in, the avatar menu, and sign out', async ({ page }) => {
  await page.goto('/');
  await passwordLogin(await openLogin(page), DEMO.player.email, DEMO.player.password);
  const account = page.getByRole('button', { name: 'Account menu' });
  await expect(account).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await account.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Submissions', 'Settings', 'Sign out']);

  // On a busy machine a click can land while the menu still opens or fades out: choose again until it takes.
  const choose = async (name: string, url: string) => {
    await expect(async () => {
      if (!(await menu.isVisible())) await account.click();
      await menu.getByRole('menuitem', { name }).click({ timeout: 2_000 });
      await expect(page).toHaveURL(url, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(menu).toBeHidden();
  };
  await choose('Profile', `/profile/${DEMO.player.username}`);
  await choose('Settings', '/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await choose('Sign out', '/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
});

test('the avatar menu names who is signed in and stays inside the window', async ({ page, request }) => {
  await signInAs(page, request, DEMO.player.username, '/');
  const account = page.getByRole('button', { name: 'Account menu' });
  await expect(account).toBeEnabled();
  await account.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // The username first, above the choices.
  await expect(menu.locator(':scope > *').first()).toHaveText(`Signed in as ${DEMO.player.username}`);
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Submissions', 'Settings', 'Sign out']);
  const width = page.viewportSize()!.width;
  // Placed below the bar (not at the corner where it starts before it is placed), and wholly inside the window.
  await expect
    .poll(async () => {
      const box = await menu.boundingBox();
      return box !== null && box.y >= 40 && box.x >= 0 && box.x + box.width <= width;
    })
    .toBe(true);
  const button = (await account.boundingBox())!;
  const box = (await menu.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(Math.round(button.x + button.width));
  await expectNoSidewaysOverflow(page);
});

test('a wrong password gets a clear message', { tag: '@phone' }, async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 401/);
  await page.goto('/');
  const dialog = await openLogin(page);
  await passwordLogin(dialog, DEMO.player.email, 'not-the-password');
  await expect(dialog.getByRole('alert')).toHaveText('Wrong email or password.');
});

test('a sign-in refused for too many failures says how long to wait', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of (401|429)/);
  // This browser signs in once, so it holds a device cookie: its failures count against it alone
  // (RATE_LIMIT_LOGIN_FAILURES_PER_DEVICE, 5 in 15 minutes), never against the suite's one address.
  const attempt = (password: string) => page.request.post('/api/auth/login', { data: { email: DEMO.player.email, password } });
  expect((await attempt(DEMO.player.password)).status()).toBe(200);
  for (let i = 0; i < 5; i += 1) expect((await attempt(`not-the-password ${i}`)).status()).toBe(401);

  await page.goto('/');
  const dialog = await openLogin(page);
  await passwordLogin(dialog, DEMO.player.email, DEMO.player.password);
  // The server's Retry-After (900 s, less the moments since the first failure), as a wait from now.
  await expect(dialog.getByRole('alert')).toHaveText('Too many failed sign-in attempts. Try again in 15 minutes.');
  await expect(dialog.getByRole('button', { name: 'Sign in with email' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
});

test('what is typed before the site says whether Google is set up stays typed', { tag: '@phone' }, async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 401/);
  // The site's settings held back until both fields are filled (on a slow network they come late).
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/public/settings', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/');
  const dialog = await openLogin(page);
  await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toBeDisabled();
  await dialog.getByLabel('Email').fill(DEMO.player.email);
  await dialog.getByLabel('Password').fill('not-the-password');
  answer();
  // The demo server has no Google: the form moves first, with what was typed.
  await expect(dialog.getByText('Google sign-in is not available on this site.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(DEMO.player.email);
  await expect(dialog.getByLabel('Password')).toHaveValue('not-the-password');
  await dialog.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Wrong email or password.');
});

test('a token in the address is stored under jwtToken and the address replaced by /', { tag: '@phone' }, async ({ page, request }) => {
  const token = signToken(await playerId(request, DEMO.player.username), false);
  await page.goto('/guidelines');
  await page.goto(`/?token=${token}`);
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBe(token);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeEnabled();
  await page.goBack();
  await expect(page).toHaveURL('/guidelines');
});

test('an undecodable or expired stored token leaves the user signed out', { tag: '@phone' }, async ({ page, request }) => {
  await page.goto('/guidelines');
  await page.evaluate(() => localStorage.setItem('jwtToken', 'garbage'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();

  const expired = signToken(await playerId(request, DEMO.player.username), false, -60);
  await page.evaluate((value) => localStorage.setItem('jwtToken', value), expired);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
});

test(
  'a token that expires while browsing is dropped before the next request, back to /',
  { tag: '@phone' },
  async ({ page, request, consoleGuard }) => {
    // Under load a request may leave just before the expiry and reach the server just after it.
    test.slow(); // it waits for the token to expire
    consoleGuard.allow(/status of 401/);
    // Long enough for the page to finish what it loads on its own (the offline copy, after the load
    // event): the next request after the expiry must be the one the click makes.
    const lifetime = 20;
    const expires = Date.now() + lifetime * 1000;
    const token = signToken(await playerId(request, DEMO.player.username), false, lifetime);
    await page.goto('/guidelines');
    await page.evaluate((value) => localStorage.setItem('jwtToken', value), token);
    await page.goto('/leaderboard');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeEnabled();
    await waitForOfflineCopy(page);
    await page.waitForLoadState('networkidle');
    expect(Date.now(), 'the page settled before the token expired').toBeLessThan(expires);
    await page.waitForTimeout(Math.max(0, expires - Date.now()) + 1200);
    await page.getByText('Platformer', { exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
  },
);

test('the guard sends a signed-out user to / with the dialog open, and back once signed in', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/submissions');
  await expect(page).toHaveURL('/');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await expect(dialog).toBeVisible();
  await passwordLogin(dialog, DEMO.player.email, DEMO.player.password);
  await expect(page).toHaveURL('/submissions');
  await expect(page.getByRole('heading', { name: 'Submissions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Submission' })).toBeVisible();
});

test(
  'the guard says Loading... while the server confirms the account, then shows the screen',
  { tag: '@phone' },
  async ({ page, request }) => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/authenticated/players/profile', async (route) => {
      await answered;
      await route.continue();
    });
    await signInAs(page, request, DEMO.player.username, '/settings');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Settings' })).toHaveCount(0);
    answer();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  },
);

test(
  'a token the server refuses sends the user to / signed out, from a guarded screen',
  { tag: '@phone' },
  async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 401/);
    await page.route('**/api/authenticated/players/profile', (route) =>
      route.fulfill({ status: 401, json: { status: 401, code: 'unauthorized', message: 'Sign in again', issues: [] } }),
    );
    await signInAs(page, request, DEMO.player.username, '/settings');
    await expect(page).toHaveURL('/');
    // Signed out: the guard may already have asked for the login dialog, over the Login button.
    await expect(page.getByRole('dialog', { name: 'Welcome Back' }).or(page.getByRole('button', { name: 'Login' }))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
  },
);

test('a player on a staff page is sent to /, without the Staff Menu', { tag: '@phone' }, async ({ page, request }) => {
  await signInAs(page, request, DEMO.player.username, '/staff/levels');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Staff Menu' })).toHaveCount(0);
});

test('staff see the staff pages, with the Staff Menu and without the right-hand panel', async ({ page, request }) => {
  await signInAs(page, request, DEMO.staff.username, '/staff/records', true);
  await expect(page.getByRole('heading', { level: 1, name: 'Records' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Community' })).toHaveCount(0);
  const menu = page.getByRole('button', { name: 'Staff Menu' });
  if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  for (const name of ['Levels', 'Records', 'Regions', 'Submissions', 'Players', 'Claims']) {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Regions', exact: true }).click();
  await expect(page).toHaveURL('/staff/regions');
  await expect(page.getByRole('heading', { level: 1, name: 'Regions' })).toBeVisible();
});
