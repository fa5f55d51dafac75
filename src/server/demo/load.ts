/**
 * `npm run demo`: fills an empty database with the demo data set (the 12 regions of Morocco, both
 * lists, a few hundred players with records and submissions, a year of the lists' history) and prints
 * the demo sign-ins.
 * A database that already has players or levels is left as it is, so restarting never duplicates.
 */
import type { Services } from '../services';
import { generateDataSet, isEmptyDatabase } from './generate';
import type { DataSetOptions, DemoAccount } from './plan-types';
import { MOROCCAN_REGIONS } from './vocabulary';

export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ACCOUNTS = [
  { username: 'DemoStaff', email: 'staff@demo.test', password: DEMO_PASSWORD, isStaff: true, isActive: true },
  { username: 'DemoPlayer', email: 'player@demo.test', password: DEMO_PASSWORD, isStaff: false, isActive: true },
  // As a Google sign-in leaves a new player: a generated username, no password, not active yet.
  { username: 'user4k9q2m7x1z', email: 'inactive@demo.test', password: null, isStaff: false, isActive: false },
] as const satisfies readonly DemoAccount[];

/** Sizes chosen so that every list tier, page and state has something to show. */
export const DEMO_OPTIONS: DataSetOptions = {
  seed: 20_250_501,
  regions: MOROCCAN_REGIONS.map((region) => region.name),
  classicLevels: 180,
  platformerLevels: 170,
  players: 240,
  records: 2_600,
  platformerRecordShare: 0.12,
  submissions: 150,
  accounts: DEMO_ACCOUNTS,
  // A year of changes on each list: enough for every chart and the list on a past date, few enough to read.
  history: { classic: { placements: 16, moves: 10 }, platformer: { placements: 12, moves: 8 } },
};

/**
 * The demo's "now": the start of the day (UTC) it is loaded on, so that its year of history ends
 * yesterday rather than at a fixed date long gone, and a load on the same day gives the same rows.
 */
export function demoUntil(loadedAt: Date): Date {
  return new Date(Date.UTC(loadedAt.getUTCFullYear(), loadedAt.getUTCMonth(), loadedAt.getUTCDate()));
}

export async function loadDemoData(services: Services, loadedAt = new Date()): Promise<void> {
  if (await isEmptyDatabase(services.db)) {
    console.log('The database is empty: loading the demo data set (a few seconds)…');
    const started = performance.now();
    const summary = await generateDataSet(services, { ...DEMO_OPTIONS, until: demoUntil(loadedAt) });
    console.log(
      `Demo data loaded in ${Math.round(performance.now() - started)} ms: ${summary.regions} regions, ${summary.levels} levels, ` +
        `${summary.players} players, ${summary.records} records, ${summary.submissions} submissions.`,
    );
  } else {
    console.log('Demo data: the database already has players or levels, so nothing was added.');
  }
  console.log(`Demo sign-in (staff):  ${DEMO_ACCOUNTS[0].email} / ${DEMO_PASSWORD}`);
  console.log(`Demo sign-in (player): ${DEMO_ACCOUNTS[1].email} / ${DEMO_PASSWORD}`);
}
