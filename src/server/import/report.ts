/** The import's report, as the command line prints it: what came, what changed, whose points differ. */
import { LEVEL_TYPES } from '../../shared/constants';
import type { StepReport } from './people';
import type { ImportSummary } from './run';

const count = (report: StepReport, first: boolean) => (first
  ? `${report.added}`
  : `${report.added} added, ${report.changed} changed, ${report.removed} removed, ${report.unchanged} unchanged`);

const points = (value: number) => value.toFixed(2);

export function importReport(summary: ImportSummary): string {
  const { first } = summary;
  const lines = [
    `${first ? 'Imported' : 'Imported again'} from ${summary.source} in ${(summary.ms / 1000).toFixed(1)} s.`,
    `Regions: ${count(summary.regions, first)}.`,
    `Players: ${count(summary.players, first)} (${summary.players.avatars} avatars read).`,
  ];
  for (const type of LEVEL_TYPES) {
    const list = summary.lists[type];
    lines.push(`${type[0]!.toUpperCase()}${type.slice(1)} levels: ${count(list.levels, first)}; records: ${count(list.records, first)}.`);
    if (list.staffSetHolders > 0) {
      lines.push(`  ${list.staffSetHolders} ${type === 'classic' ? 'first victors' : 'record holders'} kept as the source sets them, where our rule would pick another (now staff-set).`);
    }
  }
  const changes = [summary.regions, summary.players, ...LEVEL_TYPES.flatMap((type) => [summary.lists[type].levels, summary.lists[type].records])].flatMap((step) => step.lines);
  if (!first) lines.push(changes.length === 0 ? 'Nothing changed on the source since the last import.' : 'Changes:', ...changes.map((line) => `  ${line}`));
  const renumbered = LEVEL_TYPES.flatMap((type) => summary.lists[type].renumbered);
  if (renumbered.length > 0) lines.push('Rankings numbered 1 to N here (the source had gaps or ties):', ...renumbered.map((line) => `  ${line}`));
  if (summary.notOnSource.length > 0) lines.push(`Players the source no longer lists, kept here: ${summary.notOnSource.join(', ')}.`);
  const { players, regions } = summary.points;
  if (players.length === 0 && regions.length === 0) {
    lines.push('Points: every player and region has the points the source published.');
  } else {
    lines.push('Points recomputed by this site\'s rules that differ from what the source published (here / source):');
    for (const row of players) lines.push(`  player ${row.name}, ${row.type}: ${points(row.ours)} / ${points(row.theirs)}`);
    for (const row of regions) lines.push(`  region ${row.name}, ${row.type}: ${points(row.ours)} / ${points(row.theirs)}`);
  }
  return lines.join('\n');
}
