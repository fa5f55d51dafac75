import { expect, test } from './support/fixtures';

test('at most three toasts show at once, each leaving after about 4 seconds', async ({ page }) => {
  await page.goto('/');
  const copy = page.getByRole('button', { name: 'Copy Level ID' });
  await expect(page.getByRole('article')).toHaveCount(75);
  // Four copies in quick succession, by keyboard: key presses do not wait for the page to settle as clicks do.
  await copy.first().focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Enter');
  const toasts = page.getByText('Level ID copied to clipboard!');
  await expect(toasts).toHaveCount(3);
  await page.waitForTimeout(1000);
  await expect(toasts).toHaveCount(3);
  // The first three leave after 4 s; the fourth, queued, shows then and leaves 4 s later.
  await expect(toasts).toHaveCount(1, { timeout: 5000 });
  await expect(toasts).toHaveCount(0, { timeout: 6000 });
});

test('a toast goes with a swipe or its close button', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Copy Level ID' }).first().click();
  const toast = page.getByRole('status').filter({ hasText: 'Level ID copied to clipboard!' });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500); // let it finish sliding in
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByText('Level ID copied to clipboard!')).toHaveCount(0, { timeout: 1500 });

  await page.getByRole('button', { name: 'Copy Level ID' }).first().click();
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByText('Level ID copied to clipboard!')).toHaveCount(0, { timeout: 1500 });
});
