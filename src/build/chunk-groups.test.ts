/**
 * Each built file's precache group and the public pack's files (chunk-groups.ts), on a small build:
 * an entry, a public page, a signed-in page, a staff page, the login dialog the public pages open,
 * the staff's French texts, and chunks each of them shares.
 */
import { describe, expect, it } from 'vitest';
import type { OfflineGroup } from '../shared/offline-groups';
import { routeChunks, type Chunk } from './chunk-graph';
import { assignGroups, packFiles } from './chunk-groups';

const ROOT = '/repo/src/client';
/** A chunk as the build describes it: only what the grouping reads. */
const chunk = (fileName: string, { facade = '', route = '', imports = [] as string[], dynamic = [] as string[], entry = false } = {}) =>
  ({
    fileName,
    isEntry: entry,
    imports,
    dynamicImports: dynamic,
    facadeModuleId: facade ? `${ROOT}/${facade}` : null,
    moduleIds: route ? [`${ROOT}/routes/${route}.tsx?tsr-split=component`] : facade ? [`${ROOT}/${facade}`] : [],
  }) as unknown as Chunk;

const build = [
  chunk('index.js', {
    facade: 'main.tsx',
    entry: true,
    imports: ['shared.js'],
    dynamic: ['leaderboard.js', 'settings.js', 'staff-levels.js', 'login.js', 'fr-staff.js', 'side-panel.js'],
  }),
  chunk('shared.js'),
  chunk('leaderboard.js', { route: 'leaderboard', imports: ['shared.js', 'table.js'] }),
  chunk('table.js'),
  chunk('settings.js', { route: '_authed/settings', imports: ['form.js', 'both.js'] }),
  chunk('form.js'),
  chunk('both.js'),
  chunk('staff-levels.js', { route: '_authed/staff/levels', imports: ['both.js', 'staff-table.js'] }),
  chunk('staff-table.js'),
  chunk('login.js', { facade: 'features/auth/components/login-dialog.tsx', imports: ['form.js'] }),
  chunk('fr-staff.js', { facade: 'i18n/fr/staff.ts' }),
  chunk('side-panel.js', { facade: 'features/site/components/side-panel.tsx', imports: ['chat.js'] }),
  chunk('chat.js'),
  chunk('nobody.js'),
];
const chunks = new Map(build.map((one) => [one.fileName, one]));
const entries = build.filter((one) => one.isEntry);

function grouped() {
  const offline = { groups: new Map<string, OfflineGroup>(), packed: new Set<string>() };
  assignGroups(chunks, entries, routeChunks(chunks), offline.groups);
  packFiles(chunks, new Set(['index.js', 'shared.js']), offline);
  const byGroup: Record<OfflineGroup, string[]> = { public: [], player: [], staff: [] };
  for (const [name, group] of offline.groups) byGroup[group].push(name);
  return { byGroup, packed: [...offline.packed].sort() };
}

describe('the precache groups', () => {
  it("keep for visitors what the public pages reach, for players what only signed-in pages and parts reach, for staff the staff's own", () => {
    const { byGroup } = grouped();
    expect(byGroup.public.sort()).toEqual(['chat.js', 'index.js', 'leaderboard.js', 'nobody.js', 'shared.js', 'side-panel.js', 'table.js']);
    // Shared by a signed-in page and a staff page, or opened by the public pages only to sign in: the player's.
    expect(byGroup.player.sort()).toEqual(['both.js', 'form.js', 'login.js', 'settings.js']);
    expect(byGroup.staff.sort()).toEqual(['fr-staff.js', 'staff-levels.js', 'staff-table.js']);
  });

  it('pack the public files a first visit does not load itself, but not what every visit loads after its first render', () => {
    expect(grouped().packed).toEqual(['leaderboard.js', 'nobody.js', 'table.js']);
  });
});
