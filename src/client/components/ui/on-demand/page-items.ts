/**
 * Which pages a pagination shows (SPEC.md): the first and the last page and two pages either side of
 * the current one, an ellipsis (null) where pages are left out. Pages count from 1.
 */
export function pageItems(current: number, total: number, siblings = 2): (number | null)[] {
  const shown = new Set([1, total]);
  for (let page = current - siblings; page <= current + siblings; page += 1) if (page >= 1 && page <= total) shown.add(page);
  const items: (number | null)[] = [];
  let last = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page > last + 1) items.push(null);
    items.push(page);
    last = page;
  }
  return items;
}
