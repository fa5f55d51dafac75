/**
 * axe-core on the page as it is: no serious or critical violation of WCAG 2.1 A and AA, nor of WCAG
 * 2.2's target size, in the light theme; then, since the dark theme changes colours and nothing else,
 * the dark theme's contrast.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const PASSES = [
  { colorScheme: 'light', axe: (page: Page) => new AxeBuilder({ page }).withTags(WCAG) },
  { colorScheme: 'dark', axe: (page: Page) => new AxeBuilder({ page }).withRules(['color-contrast']) },
] as const;

/** Runs axe in each theme (the app follows the system scheme live); only violations are gathered. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  for (const { colorScheme, axe } of PASSES) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(new RegExp(colorScheme));
    const { violations } = await axe(page)
      .options({ resultTypes: ['violations'] })
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      );
    expect(serious, `axe on ${where}, ${colorScheme} theme`).toEqual([]);
  }
}
