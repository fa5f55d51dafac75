/**
 * The outbox's replay, measured in a real browser against the real server: 50 submissions wait in a
 * signed-in player's outbox while offline; the clock runs from going online until the server has
 * acknowledged all 50 (the outbox is empty and the server lists them).
 */
import type { Browser } from '@playwright/test';
import { benchToken } from './support';

const ENTRIES = 50;

const get = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> =>
  (await fetch(url, { headers })).json() as Promise<T>;

/** An active player and 50 classic levels they have no record on. */
async function subject(base: string): Promise<{ playerId: number; levels: string[] }> {
  const players = await get<{ id: number; username: string }[]>(`${base}/api/public/players`);
  const levels = await get<{ id: string }[]>(`${base}/api/public/classic-levels/list`);
  for (const player of players.reverse()) {
    const profile = await get<{ isActive: boolean }>(`${base}/api/public/players/username/${encodeURIComponent(player.username)}`);
    if (!profile.isActive) continue;
    const done = new Set((await get<{ id: string }[]>(`${base}/api/public/classic-levels/player/${player.id}`)).map((level) => level.id));
    const open = levels.map((level) => level.id).filter((id) => !done.has(id));
    if (open.length >= ENTRIES) return { playerId: player.id, levels: open.slice(0, ENTRIES) };
  }
  throw new Error('no player with 50 open levels in the demo data');
}

/** Milliseconds from going online to 50 entries acknowledged. */
export async function measureOutboxReplay(browser: Browser, base: string): Promise<string> {
  const { playerId, levels } = await subject(base);
  const bearer = benchToken(playerId, false, 3600);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/guidelines`);
    await page.evaluate((value) => localStorage.setItem('jwtToken', value), bearer);
    await page.goto(`${base}/submissions`);
    await page.getByRole('button', { name: 'Create Submission' }).waitFor();
    await context.setOffline(true);
    // The entries as the app records them (src/shared/outbox/entry.ts), written straight into its store.
    await page.evaluate(
      async ({ levels, playerId }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('outbox');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const tx = db.transaction('entries', 'readwrite');
        levels.forEach((level, index) => {
          const id = crypto.randomUUID();
          tx.objectStore('entries').put(
            {
              id,
              key: crypto.randomUUID(),
              playerId,
              createdAt: Date.now() + index,
              state: 'waiting',
              attempts: 0,
              notBefore: 0,
              error: null,
              refusedToken: null,
              method: 'POST',
              path: '/api/authenticated/classic-submissions/create',
              kind: 'submission.create',
              label: `Submission ${index}`,
              body: { kind: 'json', value: { level, link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', recordPercentage: 100 } },
              invalidate: [['submissions']],
            },
            id,
          );
        });
        await new Promise((resolve) => (tx.oncomplete = resolve));
        new BroadcastChannel('outbox').postMessage({ type: 'changed' });
      },
      { levels, playerId },
    );
    const started = performance.now();
    await context.setOffline(false);
    const headers = { authorization: `Bearer ${bearer}` };
    for (;;) {
      const listed = await get<unknown[]>(`${base}/api/authenticated/classic-submissions/list`, headers);
      const left = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('outbox');
            open.onsuccess = () => {
              const count = open.result.transaction('entries').objectStore('entries').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      );
      if (listed.length >= ENTRIES && left === 0) break;
      if (performance.now() - started > 120_000) throw new Error(`after 120 s: ${listed.length} listed, ${left} left in the outbox`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const elapsed = performance.now() - started;
    return `Outbox: ${ENTRIES} submissions queued offline, all acknowledged ${Math.round(elapsed)} ms after going online (${(elapsed / ENTRIES).toFixed(1)} ms each, sent one by one by the page)`;
  } finally {
    await context.close();
  }
}
