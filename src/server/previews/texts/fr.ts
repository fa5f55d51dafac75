/** The French texts of link previews (en.ts is the source), in the site's French words. */
import type { PreviewTexts } from './en';

const LOCALE = 'fr-MA';
const decimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
const counts = new Intl.NumberFormat(LOCALE);
const dates = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
/** French counts 0 and 1 in the singular. */
const count = (n: number, one: string, many: string) => `${counts.format(n)} ${n <= 1 ? one : many}`;
const more = (shown: number, total: number) => (total > shown ? '…' : '');
const modes = { classic: 'Classique', platformer: 'Platformer' } as const;
const points = (value: number) => `${decimals.format(value)} points`;

export const fr: PreviewTexts = {
  siteName: 'The Official Moroccan List',
  siteDescription: 'Le classement national des niveaux Geometry Dash les plus durs battus par des joueurs marocains.',
  logoAlt: 'Le logo de la Moroccan List : une étoile verte sur fond rouge',
  separator: ' · ',
  pointsValue: (value) => decimals.format(value),
  points,
  labelled: (label, value) => `${label} : ${value}`,
  modes,
  lists: {
    classic: { main: 'Liste principale classique', extended: 'Liste étendue classique', legacy: 'Liste legacy classique' },
    platformer: { main: 'Liste principale Platformer', extended: 'Liste étendue Platformer', legacy: 'Liste legacy Platformer' },
  },
  rank: (ranking) => `#${counts.format(ranking)}`,
  levelTitle: (ranking, name) => `#${counts.format(ranking)} - ${name}`,
  pointsLabel: 'Points',
  holder: { classic: 'Premier vainqueur', platformer: 'Détenteur du record' },
  noHolder: "Aucun pour l'instant",
  publishedBy: (publisher) => `Publié par ${publisher}`,
  place: (rank, of) => `#${counts.format(rank)} sur ${counts.format(of)}`,
  standing: (standing) =>
    standing ? `#${counts.format(standing.rank)} sur ${counts.format(standing.of)}, ${points(standing.points)}` : 'Non classé',
  unranked: 'Non classé',
  region: 'Région',
  noRegion: 'Aucune',
  cardAlt: (title, description) => `${title} : ${description}`,
  listDescription: (top, total) =>
    total === 0
      ? "Aucun niveau dans cette liste pour l'instant."
      : `${count(total, 'niveau', 'niveaux')} : ${top.join(', ')}${more(top.length, total)}`,
  leaderboard: (type) => `Classement ${type === 'classic' ? 'classique' : 'Platformer'}`,
  leaderboardDescription: (top, total) =>
    total === 0
      ? "Aucun joueur classé pour l'instant."
      : `${count(total, 'joueur classé', 'joueurs classés')} : ${top.map((row, i) => `#${i + 1} ${row.name} (${decimals.format(row.points)})`).join(', ')}${more(top.length, total)}`,
  statViewer: 'Statistiques',
  statViewerDescription: (top, total) =>
    total === 0
      ? "Aucune région pour l'instant."
      : `${count(total, 'région', 'régions')}, par points en Classique : ${top.map((row) => `${row.name} (${decimals.format(row.points)})`).join(', ')}${more(top.length, total)}`,
  regionDescription: (classic, platformer) => `Classique : ${points(classic)} · Platformer : ${points(platformer)}`,
  changelog: (type) => (type ? `Journal des modifications : ${modes[type]}` : 'Journal des modifications'),
  changelogDescription: (latest) =>
    `Toutes les modifications des listes, des plus récentes aux plus anciennes.${latest ? ` La dernière le ${dates.format(latest)}.` : ''}`,
  guidelines: 'Règles',
  guidelinesDescription: 'Les règles des records et des soumissions.',
};
