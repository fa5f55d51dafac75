/**
 * Texts of the changelog, in one place for languages later. A sentence's level names arrive as
 * arguments (sentences.ts turns them into links), so a translation may put them anywhere.
 */
import type { LevelType, ListType } from '../../../shared/constants';
import { defineTexts } from '../../lib/i18n/registry';

export const changelogTexts = defineTexts('changelogTexts', {
  title: 'Changelog',
  intro: 'Every change to the lists, newest first.',
  typeLabel: 'List type',
  types: { classic: 'Classic', platformer: 'Platformer' },
  listLabel: 'List',
  lists: { all: 'All lists', main: 'Main list', extended: 'Extended list', legacy: 'Legacy list' },
  /** The label of the changes of one day, for assistive technology: 'Changes on Nov 24, 2026'. */
  day: (date: string) => `Changes on ${date}`,
  loading: 'Loading the changes',
  failed: 'Failed to load the changelog. Please try again later.',
  empty: 'No changes yet.',
  emptyList: 'No changes to this list yet.',
  loadOlder: 'Load older changes',
  loadingOlder: 'Loading older changes...',
  olderFailed: 'Could not load older changes.',
  end: 'This is where the history begins.',
  /** A level's place on its list: '#12'. */
  place: (ranking: number) => `#${ranking}`,
  baseline: (level: string, place: string) => `${level} was at ${place} when history began`,
  placed: (level: string, place: string) => `${level} was placed at ${place}`,
  /** Placed at the top (`next`: the level now under it), last (`previous`: the level over it), or between. */
  placedAbove: (level: string, place: string, next: string) => `${level} was placed at ${place}, above ${next}`,
  placedBelow: (level: string, place: string, previous: string) => `${level} was placed at ${place}, below ${previous}`,
  placedBetween: (level: string, place: string, next: string, previous: string) =>
    `${level} was placed at ${place}, above ${next} and below ${previous}`,
  movedUp: (level: string, from: string, to: string) => `${level} moved up from ${from} to ${to}`,
  movedDown: (level: string, from: string, to: string) => `${level} moved down from ${from} to ${to}`,
  renamed: (level: string, old: string) => `${old} was renamed to ${level}`,
  /** `fields`: what changed, already listed in the language ('publisher and video'). */
  edited: (level: string, fields: string) => `${level}'s details were edited: ${fields}`,
  editedNothing: (level: string) => `${level}'s details were edited`,
  removed: (level: string, place: string) => `${level} was removed from the list (was ${place})`,
  reordered: (count: number) => (count === 1 ? 'The list was reordered: 1 level moved' : `The list was reordered: ${count} levels moved`),
  /**
   * A reorder, as its moved levels and the levels that made room: 'Distorted Descent moved up from #3
   * to #1, above Atlas Nightmare; Atlas Nightmare and Toxic Nebula each moved down one place'. A moved
   * level goes with its neighbours after the reorder: `next`, the level now under it, `previous`, the
   * one over it (null: none, or not known).
   */
  reorderedUp: (level: string, from: string, to: string, next: string | null, previous: string | null) => {
    const moved = `${level} moved up from ${from} to ${to}`;
    if (next && previous) return `${moved}, above ${next} and below ${previous}`;
    if (next) return `${moved}, above ${next}`;
    return previous ? `${moved}, below ${previous}` : moved;
  },
  reorderedDown: (level: string, from: string, to: string, next: string | null, previous: string | null) => {
    const moved = `${level} moved down from ${from} to ${to}`;
    if (next && previous) return `${moved}, above ${next} and below ${previous}`;
    if (next) return `${moved}, above ${next}`;
    return previous ? `${moved}, below ${previous}` : moved;
  },
  /**
   * Where the history of a list begins: one line for the levels it held then (the list of a mode, or
   * one of its lists when the changelog shows one), opening to the list as it stood.
   */
  historyBegins: {
    classic: (count: number) => `History begins: ${count === 1 ? '1 level' : `${count} levels`} on the classic list`,
    platformer: (count: number) => `History begins: ${count === 1 ? '1 level' : `${count} levels`} on the platformer list`,
    main: (count: number) => `History begins: ${count === 1 ? '1 level' : `${count} levels`} on the main list`,
    extended: (count: number) => `History begins: ${count === 1 ? '1 level' : `${count} levels`} on the extended list`,
    legacy: (count: number) => `History begins: ${count === 1 ? '1 level' : `${count} levels`} on the legacy list`,
  } satisfies Record<LevelType | ListType, (count: number) => string>,
  standingList: 'Show the list as it stood',
  /** A level of the list as it stood: '#12 Bloodbath'. */
  standing: (place: string, level: string) => `${place} ${level}`,
  /** A level pushed across a list's line by the change. */
  movedToList: {
    main: (level: string) => `${level} moved to the main list`,
    extended: (level: string) => `${level} moved to the extended list`,
    legacy: (level: string) => `${level} moved to the legacy list`,
  } satisfies Record<ListType, (level: string) => string>,
  /** A record change that passed the level's first victor (classic) or record holder (platformer) on. */
  holderBecame: {
    classic: (player: string) => `${player} became the first victor`,
    platformer: (player: string) => `${player} became the record holder`,
  } satisfies Record<LevelType, (player: string) => string>,
  /** The holder's record went and nobody took their place: `previous` was the holder. */
  holderNobody: {
    classic: (previous: string) => `The first victor is now nobody (was ${previous})`,
    platformer: (previous: string) => `The record holder is now nobody (was ${previous})`,
  } satisfies Record<LevelType, (previous: string) => string>,
  /** The fields an edit may change, as a sentence names them. */
} as const);
