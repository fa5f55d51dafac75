/**
 * A connection that reaches no server (weak signal, a captive portal): the device says it is online,
 * every API request fails, and the saved lists stay on screen however often the page is reloaded.
 */
import { apiGet, expect, test } from './support/fixtures';

/** The notice, then how long ago the lists were fetched: moments ago in this test. */
const STALE = /^The server could not be reached\. Showing saved data, which may be out of date\. Saved (now|1 minute ago)\.$/;

test('with the server unreachable while online, the saved lists survive reload after reload', async ({ page, request, consoleGuard }) => {
  test.setTimeout(60_000);
  consoleGuard.allow(/ERR_CONNECTION_REFUSED|net::ERR_FAILED/);
  const [main] = await apiGet(request, '/api/public/classic-levels/list/main');
  const [extended] = await apiGet(request, '/api/public/classic-levels/list/extended');
  await page.goto('/classic/extended');
  await expect(page.getByText(`#${extended.ranking} - ${extended.name}`, { exact: true })).toBeVisible();
  await page.waitForTimeout(1200); // a reader's pause; the cache is saved at most once a second
  await page.goto('/');
  await expect(page.getByText(`#1 - ${main.name}`, { exact: true })).toBeVisible();
  await page.waitForTimeout(1200); // a reader's pause; the cache is saved at most once a second

  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  for (let round = 1; round <= 3; round += 1) {
    await page.reload();
    await expect(page.getByText(`#1 - ${main.name}`, { exact: true }), `reload ${round}`).toBeVisible();
    // The refresh has failed by now; the save after it must still hold the lists.
    await expect(page.getByRole('status')).toHaveText(STALE);
    await page.waitForTimeout(1200);
  }
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await page.goto('/classic/extended');
  await expect(page.getByText(`#${extended.ranking} - ${extended.name}`, { exact: true })).toBeVisible();
});
