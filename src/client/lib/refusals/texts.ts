/**
 * How the site words a server's refusal and a field's problem in the language in use (words.ts).
 * English shows the API's and the shared schemas' own sentences, so these English texts are the
 * source the French and Arabic catalogs translate: the error catalogue's messages by code, the
 * field issue types, and one sentence for the fields whose rule reads best as a whole.
 */
import { API_ERRORS, type ApiErrorCode } from '../../../shared/errors';
import { USERNAME_MAX, USERNAME_MIN } from '../../../shared/constants';
import { dateText } from '../i18n/format';
import { defineTexts } from '../i18n/registry';

const catalogue = Object.fromEntries(Object.entries(API_ERRORS).map(([code, { message }]) => [code, message])) as Record<
  ApiErrorCode,
  string
>;

export const refusalTexts = defineTexts('refusalTexts', {
  /** A refusal by its code (src/shared/errors.ts). */
  codes: catalogue,
  /** A refusal of a banned player's submission, with the ban's end from the refusal's `current` (null: permanent). */
  banned: (until: Date | null) =>
    until ? `You are banned from submitting records until ${dateText(until)}.` : 'You are banned from submitting records permanently.',
  /** A claim on a submission someone else is reviewing, naming them from the refusal's `current`. */
  underReview: (name: string) => `Under review by ${name}.`,
  /** A field's problem by its type: valibot's, then the server's own rules (FIELD_ISSUE_TYPES). */
  types: {
    required: 'This field is required.',
    tooShort: (min: number | null) => (min === null ? 'This is too short.' : `Use at least ${min} characters.`),
    tooLong: (max: number | null) => (max === null ? 'This is too long.' : `Use at most ${max} characters.`),
    tooSmall: (min: number | null) => (min === null ? 'This number is too small.' : `Enter ${min} or more.`),
    tooLarge: (max: number | null) => (max === null ? 'This number is too large.' : `Enter ${max} or less.`),
    wholeNumber: 'Enter a whole number.',
    address: 'Enter a web address starting with http:// or https://.',
    video: 'Enter the address of a YouTube video.',
    email: 'Enter an email address.',
    notValid: 'This value is not valid.',
    unknown: 'Nothing by this name or id exists.',
    immutable: 'This cannot be changed.',
    belowRequirement: 'This is below what the level requires.',
    invalid: 'These values do not fit together.',
    taken: 'This is already taken.',
    flagged: 'Your account is flagged: send raw footage with every submission.',
  },
  /** Fields whose rule is best said in one sentence, whatever part of it was broken. */
  fields: {
    recordPercentage: 'Enter a whole number from 0 to 100.',
    minimumCompletion: 'Enter a whole number from 0 to 100.',
    recordTime: 'Enter a time above zero as hours:minutes:seconds.milliseconds, for example 00:01:10.200.',
    ranking: 'Enter a whole number, 1 or more.',
    id: "Enter the level's id: digits only.",
    username: `Use ${USERNAME_MIN} to ${USERNAME_MAX} characters: letters and digits of any alphabet, _ . - and single spaces between words.`,
    youtube: 'Enter a handle (letters, digits, _ . -) or the address of the page.',
    twitter: 'Enter a handle (letters, digits, _ . -) or the address of the page.',
    twitch: 'Enter a handle (letters, digits, _ . -) or the address of the page.',
    level: 'Choose a level from the list.',
    player: 'Choose a player from the list.',
  },
});
