/**
 * Staff changes queued offline that turn out stale when they are sent (another staff member changed
 * the same data meanwhile): the server refuses them with 412 and changes nothing, the outbox shows
 * what changed, and the staff member re-applies the change on the current data or discards it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { staffTest as test } from './support/staff';
import { apiGet, expect, playerId, signInAs, signToken } from './support/fixtures';

type Region = { id: number; name: string; version: number };

const outboxButton = (page: Page) => page.getByRole('button', { name: /^Outbox: / });
const dialog = (page: Page) => page.getByRole('dialog');

async function staffHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${signToken(await playerId(request, 'DemoStaff'), true)}` };
}

async function createRegion(request: APIRequestContext, name: string): Promise<Region> {
  const response = await request.post('/api/staff/regions/create', { headers: await staffHeaders(request), data: { name } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Region;
}

const region = async (request: APIRequestContext, id: number) =>
  (await apiGet<Region[]>(request, '/api/public/regions')).find((row) => row.id === id);

/** Renames a region on the screen while the device is offline: the change waits in the outbox. */
async function renameOffline(page: Page, from: string, to: string) {
  await page.context().setOffline(true);
  await page
    .getByRole('button', { name: `Edit ${from}` })
    .first()
    .click();
  await dialog(page).getByLabel('Name').fill(to);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Not sent yet').filter({ visible: true })).toBeVisible();
}

/** Opens the regions screen once the region shows (a table on a wide screen, a list on a phone). */
async function openRegions(page: Page, request: APIRequestContext, name: string) {
  await signInAs(page, request, 'DemoStaff', '/staff/regions', true);
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
}

test(
  'a rename refused as stale shows what changed and, re-applied, lands on the current version',
  { tag: '@desktop' },
  async ({ page, request, consoleGuard }, testInfo) => {
    consoleGuard.allow(/412 \(Precondition Failed\)/);
    // Parts the page fetches after its first screen may be asked for while the device is offline.
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
    const stamp = `${testInfo.project.name} ${Date.now() % 1_000_000}`;
    const created = await createRegion(request, `Conflict ${stamp}`);
    await openRegions(page, request, created.name);

    const mine = `Mine ${stamp}`;
    const theirs = `Theirs ${stamp}`;
    await renameOffline(page, created.name, mine);
    // Another staff member renames it meanwhile.
    const other = await request.put(`/api/staff/regions/update/${created.id}`, {
      headers: await staffHeaders(request),
      data: { name: theirs },
    });
    expect(other.status()).toBe(200);

    await page.context().setOffline(false);
    await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 change needs attention', { timeout: 20_000 });
    // Refused: the server still has the other staff member's name.
    expect(await region(request, created.id)).toMatchObject({ name: theirs, version: 2 });

    await outboxButton(page).click();
    const details = dialog(page).getByTestId('stale-details');
    await expect(details).toContainText('Changed meanwhile:');
    await expect(details).toContainText(`name: ${created.name} → ${theirs}`);
    await dialog(page).getByRole('button', { name: 'Re-apply' }).click();
    // Sent: the server has the name on the version after the other rename, and the outbox is empty.
    await expect.poll(() => region(request, created.id), { timeout: 20_000 }).toMatchObject({ name: mine, version: 3 });
    await expect(outboxButton(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Edit ${mine}` })).toBeVisible();
    await expect(page.getByText('Needs attention')).toHaveCount(0);
  },
);

test(
  'a stale delete is discarded: nothing was removed and nothing is sent',
  { tag: '@desktop' },
  async ({ page, request, consoleGuard }, testInfo) => {
    consoleGuard.allow(/412 \(Precondition Failed\)/);
    // Parts the page fetches after its first screen may be asked for while the device is offline.
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
    const stamp = `${testInfo.project.name} ${Date.now() % 1_000_000}`;
    const created = await createRegion(request, `Keep ${stamp}`);
    await openRegions(page, request, created.name);

    await page.context().setOffline(true);
    await page
      .getByRole('button', { name: `Delete ${created.name}` })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const renamed = `Kept ${stamp}`;
    expect(
      (
        await request.put(`/api/staff/regions/update/${created.id}`, { headers: await staffHeaders(request), data: { name: renamed } })
      ).status(),
    ).toBe(200);
    await page.context().setOffline(false);

    await expect(outboxButton(page)).toHaveAccessibleName('Outbox: 1 change needs attention', { timeout: 20_000 });
    expect(await region(request, created.id)).toMatchObject({ name: renamed });
    // The refusal refreshed the list: it shows the other staff member's name, the row marked.
    await expect(page.getByRole('button', { name: `Delete ${renamed}` })).toBeVisible();
    await outboxButton(page).click();
    await expect(dialog(page).getByTestId('stale-details')).toContainText(`name: ${created.name} → ${renamed}`);
    await dialog(page).getByRole('button', { name: 'Discard' }).click();
    await dialog(page).getByRole('button', { name: 'Discard' }).click();
    await expect(outboxButton(page)).toHaveCount(0);
    expect(await region(request, created.id)).toMatchObject({ name: renamed });
    await expect(page.getByRole('button', { name: `Delete ${renamed}` })).toBeVisible();
  },
);
