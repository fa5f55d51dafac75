import { expect, test } from './support/fixtures';

// The API docs page runs swagger-ui under the site's Content-Security-Policy; a refused script,
// style or image would log a console error, which fails the test.
test('the API docs page renders the operations under its security policy', async ({ page }) => {
  const answer = await page.goto('/api/docs');
  expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: /Moroccan List API/ })).toBeVisible();
  await expect(page.getByText('/api/public/settings', { exact: true })).toBeVisible();
  await page.getByText('/api/public/settings', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
});
