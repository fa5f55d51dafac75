import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UsernameSchema } from './schemas/input/players';
import { isValidUsername, normalizeUsername, usernameKey } from './username';

const TOO_SHORT = 'username must be at least 3 characters';
const TOO_LONG = 'username must be at most 32 characters';
const CHARACTERS = 'username must be made of letters and digits of any alphabet, _ . - and single spaces between words';

/** The schema's messages for a name, none when it is accepted. */
const messages = (name: unknown) => v.safeParse(UsernameSchema, name).issues?.map((issue) => issue.message) ?? [];

describe('the username rule', () => {
  it('accepts letters and digits of any script with _ . - and single spaces, stored as typed', () => {
    for (const name of ['Amine GD', 'ياسين', 'Ñoño_42', 'Zoé-Ü.x', '李小龙', 'يَاسِين', 'Αλέξης', '٣٣٣', 'a-b c_d.e']) {
      expect(messages(name), name).toEqual([]);
      expect(v.parse(UsernameSchema, name)).toBe(name);
      expect(isValidUsername(name), name).toBe(true);
    }
  });

  it('stores a name NFC, so a base letter and its combining accent become one letter', () => {
    const decomposed = 'Zoe\u0301';
    expect(decomposed).toHaveLength(4);
    expect(v.parse(UsernameSchema, decomposed)).toBe('Zoé');
    expect(normalizeUsername(decomposed)).toBe('Zo\u00e9');
    // Three code points once composed, however many it was typed with.
    expect(v.parse(UsernameSchema, 'e\u0301e\u0301e\u0301')).toBe('ééé');
  });

  it('trims the ends and refuses doubled spaces rather than collapsing them', () => {
    expect(v.parse(UsernameSchema, '  Amine GD \t')).toBe('Amine GD');
    expect(normalizeUsername('  Amine  GD ')).toBe('Amine  GD');
    expect(messages('Amine  GD')).toEqual([CHARACTERS]);
    expect(isValidUsername('Amine  GD')).toBe(false);
    expect(messages('Amine\tGD')).toEqual([CHARACTERS]);
    expect(messages('Amine\u00a0GD')).toEqual([CHARACTERS]);
    expect(messages('  ')).toEqual([TOO_SHORT]);
  });

  it('counts code points, not UTF-16 units', () => {
    const astral = '𝐀'.repeat(32);
    expect(astral).toHaveLength(64);
    expect(messages(astral)).toEqual([]);
    expect(messages('𝐀𝐀')).toEqual([TOO_SHORT]);
    expect(messages('李'.repeat(32))).toEqual([]);
  });

  it('refuses what is too short or too long with its length message', () => {
    expect(messages('a')).toEqual([TOO_SHORT]);
    expect(messages('ab')).toEqual([TOO_SHORT]);
    expect(messages('a'.repeat(32))).toEqual([]);
    expect(messages('a'.repeat(33))).toEqual([TOO_LONG]);
    expect(messages(42)).toEqual(['username is required']);
    expect(isValidUsername('a')).toBe(false);
    expect(isValidUsername('a'.repeat(33))).toBe(false);
  });

  it('refuses symbols, markup, quotes and emoji with the message that says what is allowed', () => {
    for (const name of [
      'AC/DC',
      '<img onerror=alert(1)>',
      'back\\slash',
      '100%',
      'me@home',
      '#1 player',
      'why?',
      "O'Neil",
      '"quoted"',
      'Amine 🔥',
      '🔥🔥🔥',
      'a+b',
      'x\u0301_\u0301',
    ]) {
      expect(messages(name), name).toEqual([CHARACTERS]);
      expect(isValidUsername(name), name).toBe(false);
    }
  });

  it('refuses invisible and bidi characters used to spoof names, wherever they sit', () => {
    const invisible = {
      'right-to-left override': '\u202E',
      'right-to-left mark': '\u200F',
      'left-to-right mark': '\u200E',
      'zero-width space': '\u200B',
      'zero-width joiner': '\u200D',
      'zero-width non-joiner': '\u200C',
      'word joiner': '\u2060',
      'first strong isolate': '\u2068',
      'soft hyphen': '\u00AD',
      'combining grapheme joiner (a mark)': '\u034F',
      'variation selector (a mark)': '\uFE0F',
      'Hangul filler (a letter)': '\u3164',
      'a control': '\u0007',
    };
    for (const [what, character] of Object.entries(invisible)) {
      for (const name of [`Ami${character}ne`, `Amine${character}`, `${character}Amine`]) {
        expect(messages(name), what).toEqual([CHARACTERS]);
        expect(isValidUsername(name), what).toBe(false);
      }
    }
  });

  it('keys names that differ by case or by compatibility form alike', () => {
    expect(usernameKey('Amine')).toBe('amine');
    expect(usernameKey('AMINE')).toBe('amine');
    expect(usernameKey('Ａｍｉｎｅ')).toBe('amine');
    expect(usernameKey(' Zoe\u0301 ')).toBe(usernameKey('ZOÉ'));
    expect(usernameKey('ياسين')).toBe('ياسين');
    expect(usernameKey('Amine GD')).not.toBe(usernameKey('AmineGD'));
  });
});
