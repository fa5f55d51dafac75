/**
 * The username rule, one for the API, the forms, the CLI and the importer of the 2024 site's players.
 *
 * A name is normalised before it is checked and stored: trimmed, then Unicode NFC, so a letter typed
 * as a base and a combining accent is stored as the one composed letter. Doubled spaces are refused,
 * not collapsed: what the player typed between the ends is what is stored and shown.
 *
 * A valid name has 3 to 32 code points (not UTF-16 units): letters of any script (\p{L}), each with the
 * combining marks that follow it (\p{M}), digits (\p{N}), `_`, `.` and `-`, and single spaces between
 * them. Nothing else: no symbols, punctuation, emoji, controls, and none of the characters Unicode
 * marks as ignorable (zero-width joiners and spaces, bidi controls such as U+202E and U+200F, variation
 * selectors, Hangul fillers), which would make two names look alike or reorder what is shown.
 *
 * Two names are the same name when their keys are equal (usernameKey): NFKC then lower case, so `Amine`,
 * `AMINE` and `Ａｍｉｎｅ` share one. The database's unique index is on lower(username) only, which
 * holds case but not the NFKC look-alikes.
 */
import { USERNAME_MAX, USERNAME_MIN } from './constants';

/** One character of a name: a letter with its marks, a digit, or `_ . -`. */
const CHARACTER = String.raw`(?:\p{L}\p{M}*|\p{N}|[-_.])`;

/**
 * A normalised name's characters: words of CHARACTER joined by single spaces, with no code point
 * that Unicode calls default-ignorable (some are letters or marks, such as U+3164 or U+FE0F).
 * Lengths are not checked here (see usernameLength).
 */
export const USERNAME_PATTERN = new RegExp(String.raw`^(?![\s\S]*\p{Default_Ignorable_Code_Point})${CHARACTER}+(?: ${CHARACTER}+)*$`, 'u');

/** The name as it is checked and stored: trimmed, then NFC. */
export function normalizeUsername(text: string): string {
  return text.trim().normalize('NFC');
}

/** A name's length as the rule counts it: code points, so `李` or `𝐀` is one character. */
export function usernameLength(name: string): number {
  return Array.from(name).length;
}

/** Whether the text, once normalised (normalizeUsername), is a valid username: store the normalised form. */
export function isValidUsername(text: string): boolean {
  const name = normalizeUsername(text);
  const length = usernameLength(name);
  return length >= USERNAME_MIN && length <= USERNAME_MAX && USERNAME_PATTERN.test(name);
}

/** The key under which two names are the same name: the normalised name, NFKC, then lower case. */
export function usernameKey(text: string): string {
  return normalizeUsername(text).normalize('NFKC').toLowerCase();
}
