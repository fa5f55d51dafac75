/** Texts of the shared components at the top of components/ (the player rows, a change's sentences), in one place for languages later. */
import { defineTexts } from '../lib/i18n/registry';
export const playerRowsTexts = defineTexts('playerRowsTexts', {
  medal: { gold: 'gold medal', silver: 'silver medal', bronze: 'bronze medal' },
  loading: 'Loading players',
  you: 'You',
  jumpToYou: (rank: number) => `Jump to your row (#${rank})`,
} as const);

/**
 * The wording a reorder's sentences share in the changelog, a level's history and the staff's audit
 * log (components/change-sentences.tsx): the levels that made room, the moves a line does not name,
 * and the disclosure of every move.
 */
export const changeSentenceTexts = defineTexts('changeSentenceTexts', {
  /** Levels that made room, `count` of them (`levels`, already listed), each by `places`. */
  shiftedUp: (levels: string, count: number, places: number) =>
    `${levels} ${count === 1 ? '' : 'each '}moved up ${places === 1 ? 'one place' : `${places} places`}`,
  shiftedDown: (levels: string, count: number, places: number) =>
    `${levels} ${count === 1 ? '' : 'each '}moved down ${places === 1 ? 'one place' : `${places} places`}`,
  /** The last item of a list of levels that made room, for those it does not name. */
  otherLevels: (count: number) => (count === 1 ? '1 other level' : `${count} other levels`),
  /** The moved levels a reorder's line does not name. */
  movedMore: (count: number) => (count === 1 ? '1 more level was moved' : `${count} more levels were moved`),
  /** Between the parts of a reorder's line. */
  separator: '; ',
  /** The disclosure of a long reorder: every level it moved, each as 'Distorted Descent: #3 → #1'. */
  allMoves: (count: number) => `Show every move (${count} levels)`,
  move: (level: string, from: string, to: string) => `${level}: ${from} → ${to}`,
  /** A level's fields as an edit's sentence names them (shared/schemas/changes.ts LEVEL_EDIT_FIELDS), in the changelog and the audit log. */
  levelFields: {
    name: 'name',
    publisher: 'publisher',
    difficulty: 'difficulty',
    link: 'video',
    thumbnail: 'thumbnail',
    duration: 'duration',
    minimumCompletion: 'minimum completion',
    holderId: { classic: 'first victor', platformer: 'record holder' },
    holderManual: { classic: 'first victor chosen by hand', platformer: 'record holder chosen by hand' },
  },
} as const);
