import { expect, expectNoSidewaysOverflow, test } from './support/fixtures';

const RULES = [
  'Audible clicks are required.',
  'Extreme demons need raw footage of at least 2 minutes and the cheat indicator.',
  '2-player levels need a hand cam.',
  'The recording must run from 0% to 100% with the full end screen and clear quality.',
  'A second offence is a ban of 2 weeks to 2 months.',
  'A third offence is permanent.',
  '1-attempt practice completions are allowed.',
  '100% accuracy runs are not accepted.',
  'Exiting at the end screen does not count.',
  'Records on an unsupported external low-detail mode are not accepted.',
  'A start position from 0% is allowed.',
];

test('the guidelines list every rule, without the right-hand panel', async ({ page }) => {
  await page.goto('/guidelines');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guidelines');
  for (const heading of ['Allowed hacks', 'Record submitting rules', 'Banning', 'Bonus rules']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const rule of RULES) await expect(page.getByText(rule)).toBeVisible();
  await expect(page.getByText(/A flag role exists for hackers/)).toBeVisible();
  await expect(page.getByRole('link', { name: '/submissions' })).toHaveAttribute('href', '/submissions');
  await expect(page.getByRole('heading', { name: 'List editors' })).toHaveCount(0);
  await expectNoSidewaysOverflow(page);
});
