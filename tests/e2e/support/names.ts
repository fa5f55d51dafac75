/**
 * Where a long name is cut: at its own end, whatever the line's language. The letters a box hides
 * keep their places in the layout (an ellipsis or a line clamp only stops them being painted), so a
 * name cut at its end has its first letter inside the box and its last one outside it, and one cut at
 * its start (a Latin name in an Arabic line cut by the line's direction) the other way round.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiGet, expect } from './fixtures';

/** Inside `locator`, the name `name` shows its first letter and is cut before its last. */
export async function expectCutAtItsEnd(locator: Locator, name: string, what: string): Promise<void> {
  const seen = await locator.evaluate((element, name) => {
    const box = element.getBoundingClientRect();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let node: Node | null;
    while ((node = walker.nextNode())) {
      const at = node.textContent!.indexOf(name);
      if (at < 0) continue;
      const letter = (offset: number) => {
        const range = document.createRange();
        range.setStart(node!, offset);
        range.setEnd(node!, offset + 1);
        const rect = range.getBoundingClientRect();
        return rect.left >= box.left - 1 && rect.right <= box.right + 1 && rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
      };
      return { first: letter(at), last: letter(at + name.length - 1) };
    }
    return null;
  }, name);
  expect(seen, `${what} holds the name`).not.toBeNull();
  expect(seen, `${what}: the name's first letter is shown, its last is cut`).toEqual({ first: true, last: false });
}

/** Longer than any card, link or row can show on one line, or a phone card on two. */
export const LONG_NAME = 'Cursed Tempest of the Endless Desert Nights beyond the Atlas Mountains and the Sea';
const LONG_PUBLISHER = 'TheGreatestCreatorOfCasablancaAndOfEveryOtherCityOfTheKingdomOfMoroccoAndBeyond';

/**
 * The classic list's #2 with a long Latin name and publisher: on the home list's card (its title and
 * its publisher line) and in the previous-level link of #3's page, each is cut at its own end.
 */
export async function expectLongNamesCutAtTheirEnd(page: Page, request: APIRequestContext): Promise<void> {
  const ranked = await apiGet<{ id: string; ranking: number }[]>(request, '/api/public/classic-levels/list');
  const [second, third] = [ranked.find((level) => level.ranking === 2)!, ranked.find((level) => level.ranking === 3)!];
  const lengthen = (levels: { ranking: number }[]) =>
    levels.map((level) => (level.ranking === 2 ? { ...level, name: LONG_NAME, publisher: LONG_PUBLISHER } : level));
  await page.route(/\/api\/public\/classic-levels\/list(\/main)?$/, async (route) =>
    route.fulfill({ json: lengthen(await (await route.fetch()).json()) }),
  );

  await page.goto('/');
  const card = page.getByRole('article').nth(1);
  await expectCutAtItsEnd(card.getByRole('heading').getByRole('link'), LONG_NAME, "the card's title");
  await expectCutAtItsEnd(card.locator('bdi', { hasText: LONG_PUBLISHER }), LONG_PUBLISHER, "the card's publisher line");

  await page.goto(`/classic/level/${third.id}`);
  // In the links to the neighbours (the history below may link the level too, by its logged name).
  await expectCutAtItsEnd(
    page.getByRole('main').locator(`nav a[href$="/classic/level/${second.id}"]`),
    LONG_NAME,
    "the previous level's link",
  );
}
