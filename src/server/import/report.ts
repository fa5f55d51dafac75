/** The import's report, as the command line prints it: what came, what changed, whose points differ. */
import { LEVEL_TYPES } from '../../shared/constants';
import type { StepReport } from './people';
import type { ImportSummary } from './run';

const count = (report: StepReport, first: boolean) =>
  first ? `${report.added}` : `${report.added} added, ${report.changed} changed, ${report.removed} removed, ${report.unchanged} unchanged`;

const points = (value: number) => value.toFixed(2);
/** Lines of one kind the report shows before it counts the rest. */
const SHOWN = 25;
const someOf = (lines: readonly string[]) => [
  ...lines.slice(0, SHOWN).map((line) => `  ${line}`),
  ...(lines.length > SHOWN ? [`  … and ${lines.length - SHOWN} more`] : []),
];

/** The username rule the import applied: the site's own sign-up rule (shared/username.ts). */
export const USERNAME_RULE =
  "Usernames were taken by this site's sign-up rule: 3 to 32 letters or digits of any alphabet, with _ . - or single spaces between them, " +
  'unique whatever their case or Unicode form (a name the 2024 site took that breaks it, such as one with /, refuses the import, naming it).';

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
      lines.push(
        `  ${list.staffSetHolders} ${type === 'classic' ? 'first victors' : 'record holders'} kept as the source sets them, where our rule would pick another (now staff-set).`,
      );
    }
  }
  const changes = [
    summary.regions,
    summary.players,
    ...LEVEL_TYPES.flatMap((type) => [summary.lists[type].levels, summary.lists[type].records]),
  ].flatMap((step) => step.lines);
  if (!first)
    lines.push(
      ...(changes.length === 0
        ? ['Nothing changed on the source since the last import.']
        : ['Changes:', ...changes.map((line) => `  ${line}`)]),
    );
  if (first) lines.push(USERNAME_RULE);
  if (summary.notes.length > 0) lines.push('How the source was taken:', ...someOf(summary.notes));
  const renumbered = LEVEL_TYPES.flatMap((type) => summary.lists[type].renumbered);
  if (renumbered.length > 0) lines.push('Rankings numbered 1 to N here (the source had a ranking 0, gaps or ties):', ...someOf(renumbered));
  if (summary.notOnSource.length > 0) lines.push(`Players the source no longer lists, kept here: ${summary.notOnSource.join(', ')}.`);
  const { players, regions } = summary.points;
  if (players.length === 0 && regions.length === 0) {
    lines.push('Points: every player and region has the points the source published.');
  } else {
    lines.push("Points recomputed by this site's rules that differ from what the source published (here / source):");
    lines.push(
      ...someOf([
        ...players.map((row) => `player ${row.name}, ${row.type}: ${points(row.ours)} / ${points(row.theirs)}`),
        ...regions.map((row) => `region ${row.name}, ${row.type}: ${points(row.ours)} / ${points(row.theirs)}`),
      ]),
    );
  }
  return lines.join('\n');
}
