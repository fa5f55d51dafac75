/**
 * Every staff page is in the sidebar, in sight and one click away, at a desktop's 1280×800 and on a
 * 360 px phone: no submenu scrolls inside itself (the 12rem cap holds every entry of its group), each
 * entry is drawn whole inside its submenu and the window, nothing covers it, and it opens its page.
 * The pages are the route files under routes/_authed/staff, so a new staff page is checked too.
 */
import { readdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { layoutTexts } from '../../src/client/components/layout/texts';
import { DEMO } from './support/constants';
import { expect, signInAs, test } from './support/fixtures';

const texts = layoutTexts.sidebar;
/** Each staff page's sidebar entry and its heading. */
const ENTRIES: Record<string, { link: string; heading: string }> = {
  levels: { link: texts.staff.levels, heading: 'Levels' },
  records: { link: texts.staff.records, heading: 'Records' },
  regions: { link: texts.staff.regions, heading: 'Regions' },
  submissions: { link: texts.staff.submissions, heading: 'Submissions' },
  players: { link: texts.moderation.players, heading: 'Players' },
  claims: { link: texts.moderation.claims, heading: 'Claims' },
  audit: { link: texts.moderation.audit, heading: 'Audit log' },
};
const PAGES = readdirSync(new URL('../../src/client/routes/_authed/staff', import.meta.url))
  .map((file) => file.replace(/\.tsx$/, ''))
  .filter((name) => name !== 'route');

const nav = (page: Page) => page.getByRole('navigation', { name: texts.label });

/** The sidebar in sight: always from md up, behind the menu button on a phone. */
async function openSidebar(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile && !(await nav(page).isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav(page)).toBeVisible();
}

/** The entry is drawn whole, inside its submenu and the window, and is what a click at its middle reaches. */
async function expectInSight(link: Locator): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  const seen = await link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const menu = element.closest('ul')!.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inMenu: box.top >= menu.top - 0.5 && box.bottom <= menu.bottom + 0.5,
      inWindow: box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth,
      reached: hit !== null && element.contains(hit),
    };
  });
  expect(seen, `${await link.textContent()}: whole in its submenu and the window, not covered`).toEqual({
    inMenu: true,
    inWindow: true,
    reached: true,
  });
}

test('every staff page is in sight in the sidebar, in a submenu that does not scroll, and opens from it', async ({
  page,
  request,
  isMobile,
}) => {
  expect(PAGES.sort()).toEqual(Object.keys(ENTRIES).sort());
  await signInAs(page, request, DEMO.staff.username, '/staff/levels', true);
  await expect(page.getByRole('heading', { level: 1, name: 'Levels' })).toBeVisible();
  await openSidebar(page, isMobile);
  // Every submenu holds its entries within the 12rem cap: none scrolls inside itself.
  const menus = nav(page).locator('ul ul');
  expect(await menus.count()).toBeGreaterThanOrEqual(4);
  for (const menu of await menus.all()) {
    const { maxHeight, overflows } = await menu.evaluate((element) => ({
      maxHeight: getComputedStyle(element).maxHeight,
      overflows: element.scrollHeight > element.clientHeight,
    }));
    expect(maxHeight).toBe('192px');
    expect(overflows, `${await menu.textContent()}: scrolls inside itself`).toBe(false);
  }

  for (const name of PAGES) {
    const { link: label, heading } = ENTRIES[name]!;
    await openSidebar(page, isMobile);
    const link = nav(page).getByRole('link', { name: label, exact: true });
    await expectInSight(link);
    await link.click();
    await expect(page).toHaveURL(`/staff/${name}`);
    // On a phone the drawer closes on a navigation.
    if (isMobile) await expect(nav(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await openSidebar(page, isMobile);
    await expect(link).toHaveAttribute('aria-current', 'page');
  }
});
