/**
 * Demo submissions in all three states. Approved ones match an existing record (approval made it);
 * pending and rejected ones are claims that passed the submission rules: an active player, a level
 * without their record, a value at or above the requirement.
 */
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../shared/constants';
import { classicRequirement } from '../../shared/points';
import { videoLink } from './plan-levels';
import type { PlannedLevel, PlannedPlayer, PlannedRecord, PlannedSubmission } from './plan-types';
import type { Random } from './random';
import { SUBMISSION_COMMENTS } from './vocabulary';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const STATUS_WEIGHTS = [45, 35, 20];

export type SubmissionPlanInput = {
  players: readonly PlannedPlayer[];
  levels: readonly PlannedLevel[];
  records: readonly PlannedRecord[];
  total: number;
  /** Player indices that get one submission in each state before the rest are drawn. */
  favoured: readonly number[];
  until: Date;
};

export function planSubmissions(random: Random, input: SubmissionPlanInput): PlannedSubmission[] {
  const { players, levels, records, until } = input;
  const recordsOf = new Map<number, PlannedRecord[]>();
  for (const record of records) {
    const own = recordsOf.get(record.player);
    if (own) own.push(record);
    else recordsOf.set(record.player, [record]);
  }
  const recorded = new Set(records.map((r) => `${r.type}:${r.levelId}:${r.player}`));
  const active = players.flatMap((p, index) => (p.isActive ? [index] : []));

  // A claim already made (record or pending submission) is not claimed again.
  const claimed = new Set(recorded);

  const extras = (player: number, date: Date) => ({
    rawFootage: random.chance(0.5) ? videoLink(random).link : null,
    comment: random.chance(0.4) ? random.pick(SUBMISSION_COMMENTS) : null,
    submissionDate: new Date(Math.max(date.getTime(), players[player]!.dateJoined.getTime())),
  });

  function approved(player: number): PlannedSubmission | null {
    const own = recordsOf.get(player);
    if (!own?.length) return null;
    const record = random.pick(own);
    const date = new Date(record.createdAt.getTime() - random.int(HOUR, 7 * DAY));
    return {
      type: record.type,
      levelId: record.levelId,
      player,
      percentage: record.percentage,
      timeMs: record.timeMs,
      link: record.link ?? videoLink(random).link,
      status: 'APPROVED',
      ...extras(player, date),
    };
  }

  function claim(player: number, status: SubmissionStatus): PlannedSubmission | null {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const level = random.pick(levels);
      const key = `${level.type}:${level.id}:${player}`;
      if (claimed.has(key)) continue;
      if (status === 'PENDING') claimed.add(key);
      const requirement = level.type === 'classic' ? classicRequirement(level.ranking, level.minimumCompletion ?? 100) : 0;
      const percentage = level.type !== 'classic' ? null : requirement < 100 && random.chance(0.4) ? random.int(requirement, 99) : 100;
      const ageDays = status === 'PENDING' ? 30 : 180;
      const date = new Date(until.getTime() - random.int(HOUR, ageDays * DAY));
      return {
        type: level.type,
        levelId: level.id,
        player,
        percentage,
        timeMs: level.type === 'classic' ? null : random.int(30_000, 600_000),
        link: videoLink(random).link,
        status,
        ...extras(player, date),
      };
    }
    return null;
  }

  const make = (player: number, status: SubmissionStatus) => (status === 'APPROVED' ? approved(player) : claim(player, status));
  const planned: PlannedSubmission[] = [];
  for (const player of input.favoured) {
    for (const status of SUBMISSION_STATUSES) {
      const submission = make(player, status);
      if (submission) planned.push(submission);
    }
  }
  const withRecords = [...recordsOf.keys()];
  for (let guard = 0; planned.length < input.total && guard < input.total * 20 && active.length > 0; guard += 1) {
    const status = random.weighted(SUBMISSION_STATUSES, STATUS_WEIGHTS);
    const pool = status === 'APPROVED' && withRecords.length > 0 ? withRecords : active;
    const submission = make(random.pick(pool), status);
    if (submission) planned.push(submission);
  }
  return planned.sort((a, b) => a.submissionDate.getTime() - b.submissionDate.getTime());
}
