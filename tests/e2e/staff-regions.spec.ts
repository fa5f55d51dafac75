/**
 * The Staff regions screen on a server of its own: the list with the API's points, the Add Region
 * and Edit Region dialogs' checks (a name is required, a taken name is refused under the field),
 * add / rename / delete through the outbox with their toasts and the server's state, the empty and
 * failed loads, and a rename made offline that waits on the device and reaches the server online.
 */
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { staffTest as test } from './support/staff';
import { apiGet, expect, expectNoSidewaysOverflow, playerId, signInAs, signToken } from './support/fixtures';

type Region = { id: number; name: string; classicPoints: number; platformerPoints: number; version: number };

const regions = (request: APIRequestContext) => apiGet<Region[]>(request, '/api/public/regions');
/** A toast, as assistive technology finds it (also while a modal dialog is open). */
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();
const dialog = (page: Page) => page.getByRole('dialog');
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** A region's row: a table row on a wide screen, a list item on a phone. */
const row = (page: Page, testInfo: TestInfo, name: string): Locator =>
  page.getByRole(isPhone(testInfo) ? 'listitem' : 'row').filter({ has: page.getByText(name, { exact: true }) });

/** A name no other test of this run uses. */
const freshName = (testInfo: TestInfo, what: string) => `${what} ${testInfo.project.name} ${Date.now() % 1_000_000}`;

async function open(page: Page, request: APIRequestContext) {
  await signInAs(page, request, 'DemoStaff', '/staff/regions', true);
  await expect(page.getByRole('heading', { level: 1, name: 'Regions' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function createViaApi(request: APIRequestContext, name: string): Promise<Region> {
  const token = signToken(await playerId(request, 'DemoStaff'), true);
  const response = await request.post('/api/staff/regions/create', { headers: { authorization: `Bearer ${token}` }, data: { name } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Region;
}

test('every region shows with its classic and platformer points, as the API has them', async ({ page, request }, testInfo) => {
  const expected = await regions(request);
  expect(expected.length).toBeGreaterThan(3);
  await open(page, request);
  for (const region of expected) {
    const shown = row(page, testInfo, region.name);
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText(region.classicPoints.toFixed(2));
    await expect(shown).toContainText(region.platformerPoints.toFixed(2));
  }
  if (isPhone(testInfo)) {
    await expect(page.getByRole('table')).toBeHidden();
    await expectNoSidewaysOverflow(page);
  } else {
    await expect(page.getByRole('table', { name: 'Regions' }).getByRole('row')).toHaveCount(expected.length + 1);
  }
});

test(
  'a region is added, renamed and deleted, each with its toast, and the server has each change',
  { tag: '@desktop' },
  async ({ page, request }, testInfo) => {
    const name = freshName(testInfo, 'Added');
    await open(page, request);

    await page.getByRole('button', { name: 'Add Region' }).click();
    await dialog(page).getByLabel('Name').fill(name);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Region added successfully')).toBeVisible({ timeout: 15_000 });
    await expect(dialog(page)).toBeHidden();
    const added = (await regions(request)).find((region) => region.name === name);
    expect(added).toMatchObject({ name, classicPoints: 0, platformerPoints: 0 });
    await expect(row(page, testInfo, name)).toContainText('0.00');
    await expect(row(page, testInfo, name).getByText('Not sent yet')).toHaveCount(0);

    const renamed = `${name} renamed`;
    await row(page, testInfo, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(dialog(page).getByLabel('Name')).toHaveValue(name);
    await dialog(page).getByLabel('Name').fill(renamed);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Region updated successfully')).toBeVisible({ timeout: 15_000 });
    await expect(row(page, testInfo, renamed)).toHaveCount(1);
    const stored = (await regions(request)).find((region) => region.id === added!.id);
    expect(stored).toMatchObject({ name: renamed, version: added!.version + 1 });

    await row(page, testInfo, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete region?' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Region deleted successfully')).toBeVisible({ timeout: 15_000 });
    await expect(row(page, testInfo, renamed)).toHaveCount(0);
    expect((await regions(request)).some((region) => region.id === added!.id)).toBe(false);
  },
);

test(
  'the dialog requires a name and shows a taken name under the field; nothing is stored',
  { tag: '@desktop' },
  async ({ page, request, consoleGuard }, testInfo) => {
    consoleGuard.allow(/status of 409/);
    const before = await regions(request);
    const taken = before[0]!.name;
    const sent: string[] = [];
    page.on('request', (sentRequest) => sentRequest.url().includes('/api/staff/regions/') && sent.push(sentRequest.url()));
    await open(page, request);

    await page.getByRole('button', { name: 'Add Region' }).click();
    await dialog(page).getByLabel('Name').fill('   ');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Region name required')).toBeVisible();
    await expect(dialog(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await dialog(page).getByLabel('Name').fill(taken.toUpperCase());
    await expect(dialog(page).getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByLabel('Name')).toHaveAccessibleErrorMessage('A region with this name already exists.');
    await expect(dialog(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    // Said once, on the field: no toast besides.
    await expect(dialog(page).getByText('A region with this name already exists.')).toHaveCount(1);
    await expect(page.getByText('Failed to add region')).toHaveCount(0);
    expect(await regions(request)).toHaveLength(before.length);

    // Corrected, the same change is sent again and stored once.
    const name = freshName(testInfo, 'Corrected');
    await dialog(page).getByLabel('Name').fill(name);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Region added successfully')).toBeVisible({ timeout: 15_000 });
    const after = await regions(request);
    expect(after).toHaveLength(before.length + 1);
    expect(after.filter((region) => region.name === name)).toHaveLength(1);
    await expect(page.getByRole('button', { name: /^Outbox: / })).toHaveCount(0);

    // The edit dialog checks the same way.
    await row(page, testInfo, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await dialog(page).getByLabel('Name').fill('');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('Region name required')).toBeVisible();
    await dialog(page).getByLabel('Name').fill(taken);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByLabel('Name')).toHaveAccessibleErrorMessage('A region with this name already exists.');
    await expect(page.getByText('Failed to update region')).toHaveCount(0);
    // Closing drops the refused change: nothing waits in the outbox, the server kept the name.
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, testInfo, name).getByText('Needs attention')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Outbox: / })).toHaveCount(0);
    expect((await regions(request)).find((region) => region.name === name)).toBeDefined();
  },
);

test(
  'a failed load toasts and offers a retry; no regions reads "No regions found."',
  { tag: '@desktop' },
  async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/status of 500/);
    let answer: 'fail' | 'empty' = 'fail';
    await page.route('**/api/public/regions', (route) =>
      answer === 'empty'
        ? route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
        : route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: 500, code: 'internal', message: 'Boom' }),
          }),
    );
    await signInAs(page, request, 'DemoStaff', '/staff/regions', true);
    await expect(toast(page, 'Failed to fetch regions')).toBeVisible({ timeout: 15_000 });
    answer = 'empty';
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No regions found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Region' })).toBeEnabled();
  },
);

test.describe('offline', () => {
  // Offline the browser logs every request it could not send: expected here.
  test.use({
    consoleGuard: async ({ consoleGuard }, use) => {
      consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
      await use(consoleGuard);
    },
  });

  test(
    'a rename made offline shows "Not sent yet", then reaches the server when the network returns',
    { tag: '@desktop' },
    async ({ page, context, request }, testInfo) => {
      const region = await createViaApi(request, freshName(testInfo, 'Offline'));
      await open(page, request);
      await expect(row(page, testInfo, region.name)).toHaveCount(1);

      await context.setOffline(true);
      const renamed = `${region.name} moved`;
      await row(page, testInfo, region.name)
        .getByRole('button', { name: `Edit ${region.name}` })
        .click();
      await dialog(page).getByLabel('Name').fill(renamed);
      await dialog(page).getByRole('button', { name: 'Save' }).click();
      await expect(dialog(page)).toBeHidden();
      const waiting = row(page, testInfo, renamed);
      await expect(waiting.getByText('Not sent yet')).toBeVisible();
      expect((await regions(request)).find((stored) => stored.id === region.id)?.name).toBe(region.name);

      await context.setOffline(false);
      await expect(waiting.getByText('Not sent yet')).toHaveCount(0, { timeout: 15_000 });
      await expect(row(page, testInfo, renamed)).toHaveCount(1);
      expect((await regions(request)).find((stored) => stored.id === region.id)).toMatchObject({
        name: renamed,
        version: region.version + 1,
      });
    },
  );
});
