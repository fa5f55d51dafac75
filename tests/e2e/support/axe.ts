/** axe-core in the light theme, then in the dark one: no serious or critical violation of WCAG 2.1 A and AA, nor of WCAG 2.2's target size. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe in each theme (the app follows the system scheme live). */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(new RegExp(colorScheme));
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
    expect(serious, `axe on ${where}, ${colorScheme} theme`).toEqual([]);
  }
}
