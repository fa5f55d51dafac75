/**
 * Plans a whole data set in memory from a seed: same options, same rows, on every machine.
 * Each part draws from its own stream, so changing one size leaves the other parts as they were.
 */
import { datedAfterPlacement, placementDates, planHolderChanges, planListHistory } from './plan-history';
import type { DataSetOptions, DataSetPlan } from './plan-types';
import { planLevels } from './plan-levels';
import { planPlayers } from './plan-players';
import { planRecords } from './plan-records';
import { planSubmissions } from './plan-submissions';
import { Random } from './random';
import { MOROCCAN_REGIONS } from './vocabulary';

/** The default "now" of a data set; dates are fixed so the output never depends on the clock. */
export const DEFAULT_UNTIL = new Date(Date.UTC(2025, 4, 1));
const DEFAULT_PLATFORMER_SHARE = 0.2;
/** Share of players who play each type at all. */
const PARTICIPATION = { classic: 0.9, platformer: 0.35 };

export function planDataSet(options: DataSetOptions): DataSetPlan {
  const random = new Random(options.seed);
  const until = options.until ?? DEFAULT_UNTIL;
  const accounts = options.accounts ?? [];

  const usedIds = new Set<string>();
  const usedNames = new Set<string>();
  const classicLevels = planLevels(random.fork('classic-levels'), 'classic', options.classicLevels, usedIds, usedNames);
  const platformerLevels = planLevels(random.fork('platformer-levels'), 'platformer', options.platformerLevels, usedIds, usedNames);

  const regionWeights = options.regions.map((name) => MOROCCAN_REGIONS.find((region) => region.name === name)?.weight ?? 5);
  const players = planPlayers(random.fork('players'), options.players, accounts, regionWeights, until);

  const share = options.platformerLevels > 0 ? (options.platformerRecordShare ?? DEFAULT_PLATFORMER_SHARE) : 0;
  const platformerTotal = Math.round(options.records * share);
  // The demo accounts always have records and submissions to look at.
  const activeAccounts = accounts.flatMap((account, index) => (account.isActive ? [index] : []));
  const records = [
    ...planRecords(random.fork('classic-records'), {
      players,
      levels: classicLevels,
      total: options.records - platformerTotal,
      participation: PARTICIPATION.classic,
      favoured: activeAccounts,
      until,
    }),
    ...planRecords(random.fork('platformer-records'), {
      players,
      levels: platformerLevels,
      total: platformerTotal,
      participation: PARTICIPATION.platformer,
      favoured: activeAccounts,
      until,
    }),
  ];

  const submissions = planSubmissions(random.fork('submissions'), {
    players,
    levels: [...classicLevels, ...platformerLevels],
    records,
    total: options.submissions,
    favoured: activeAccounts.filter((index) => !accounts[index]!.isStaff),
    until,
  });

  const levels = [...classicLevels, ...platformerLevels];
  if (!options.history) return { regions: options.regions, levels, players, records, submissions, history: null };
  const lists = [
    planListHistory(random.fork('classic-history'), 'classic', classicLevels, options.history.classic, until),
    planListHistory(random.fork('platformer-history'), 'platformer', platformerLevels, options.history.platformer, until),
  ];
  const placed = placementDates(lists);
  const dated = datedAfterPlacement(random.fork('history-dates'), { players, records, submissions, placed, until });
  return { regions: options.regions, levels, players, ...dated, history: { lists, holders: planHolderChanges(dated.records, placed) } };
}
