import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RegionInputSchema } from '../../../shared/schemas/input/regions';
import { ClassicSubmissionInputSchema } from '../../../shared/schemas/input/submissions';
import arRest from '../../i18n/ar/rest';
import frRest from '../../i18n/fr/rest';
import { dateText } from '../i18n/format';
import { applyCatalog } from '../i18n/registry';
import { issueText, refusalText } from './words';

const valibotIssues = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  if (result.success) throw new Error('expected the value to be refused');
  return result.issues.map((issue) => ({
    path: v.getDotPath(issue) ?? '',
    type: issue.type,
    message: issue.message,
    requirement: issue.requirement,
  }));
};

describe('in English', () => {
  it("words a field's problem from its type and field, never with the API's field names", () => {
    expect(issueText({ path: 'recordPercentage', type: 'max_value', message: 'recordPercentage must be 0 to 100' })).toBe(
      'Enter a whole number from 0 to 100.',
    );
    expect(issueText({ path: 'id', type: 'regex', message: 'level id must be digits' })).toBe("Enter the level's id: digits only.");
    expect(issueText({ path: 'twitter', type: 'regex', message: 'twitter must be a handle (letters, digits, _ . -)' })).toBe(
      'Enter a handle (letters, digits, _ . -) or the address of the page.',
    );
    expect(issueText({ path: 'name', type: 'non_empty', message: '' })).toBe('This field is required.');
  });

  it("shows the server's own sentence for a refusal as a whole, and one sentence per field for a refusal of fields", () => {
    expect(refusalText({ code: 'forbidden', message: 'Only staff can do this.' }, 'en')).toBe('Only staff can do this.');
    expect(
      refusalText(
        {
          code: 'validation_failed',
          message: 'Some fields are not valid.',
          issues: [
            { path: 'recordPercentage', type: 'below_requirement', message: 'recordPercentage must be at least 55 % on this level.' },
            { path: 'link', type: 'url', message: 'must be a URL' },
            { path: 'link', type: 'check', message: 'must be an http(s) URL' },
          ],
        },
        'en',
      ),
    ).toBe('This is below what the level requires. Enter a web address starting with http:// or https://.');
  });
});

describe('in French', () => {
  it('words a refusal by its code, whatever the server said', () => {
    applyCatalog(frRest);
    expect(refusalText({ code: 'not_found', message: 'Level not found.' }, 'fr')).toBe('Introuvable.');
    expect(refusalText({ code: 'record_exists', message: 'A record with this level and player already exists.' }, 'fr')).toBe(
      'Un record pour ce niveau et ce joueur existe déjà.',
    );
  });

  it('says until when a ban lasts, from the ban the refusal carries', () => {
    const until = '2026-12-20T10:00:00.000Z';
    expect(
      refusalText({ code: 'banned', message: `You are banned from submitting records until ${until}.`, current: { until } }, 'fr'),
    ).toBe(`Vous êtes banni : vous ne pouvez pas soumettre de records avant le ${dateText(new Date(until))}.`);
    expect(
      refusalText({ code: 'banned', message: 'You are banned from submitting records permanently.', current: { until: null } }, 'fr'),
    ).toBe('Vous êtes banni définitivement : vous ne pouvez pas soumettre de records.');
    expect(refusalText({ code: 'banned', message: 'You are banned from submitting records.' }, 'fr')).toBe(
      'Vous êtes banni : vous ne pouvez pas soumettre de records.',
    );
  });

  it('names who holds a submission a claim met', () => {
    expect(refusalText({ code: 'under_review', message: 'Under review by Amine.', current: { claimedBy: 'Amine' } }, 'fr')).toBe(
      'Amine examine déjà cette soumission.',
    );
    expect(
      refusalText({ code: 'under_review', message: 'Under review by another staff member.', current: { claimedBy: null } }, 'fr'),
    ).toBe('Un autre membre du staff examine déjà cette soumission.');
  });

  it('keeps the English sentence of a code it does not know (a newer server)', () => {
    expect(refusalText({ code: 'new_rule', message: 'A rule this client does not know.' }, 'fr')).toBe('A rule this client does not know.');
  });

  it("words the device check of a form from valibot's issues, with their limits", () => {
    const [empty] = valibotIssues(RegionInputSchema, { name: '' });
    expect(issueText(empty!)).toBe('Ce champ est obligatoire.');
    const [long] = valibotIssues(RegionInputSchema, { name: 'x'.repeat(500) });
    expect(issueText(long!)).toMatch(/^Utilisez au plus \d+ caractères\.$/);
  });

  it("says a field's whole rule for the fields that have one, and the server's own rules by type", () => {
    const issues = valibotIssues(ClassicSubmissionInputSchema, { level: '1', link: 'ftp://x', recordPercentage: 150 });
    const byPath = Object.fromEntries(issues.map((issue) => [issue.path, issueText(issue)]));
    expect(byPath.recordPercentage).toBe('Saisissez un nombre entier de 0 à 100.');
    expect(byPath.link).toBe('Saisissez une adresse web commençant par http:// ou https://.');
    expect(issueText({ path: 'link', type: 'check', message: 'link must be a video address with an 11-character id' })).toBe(
      "Saisissez l'adresse d'une vidéo YouTube.",
    );
    expect(issueText({ path: 'username', type: 'taken', message: 'This username is already taken.' })).toBe("C'est déjà pris.");
    expect(issueText({ path: 'recordPercentage', type: 'below_requirement', message: 'recordPercentage must be at least 55' })).toBe(
      "C'est en dessous de ce que le niveau exige.",
    );
  });
});

describe('in Arabic', () => {
  it('words refusals and issues in Arabic', () => {
    applyCatalog(arRest);
    expect(refusalText({ code: 'rate_limited', message: 'Too many requests. Try again later.' }, 'ar')).toBe(
      'محاولات كثيرة جدًا. أعد المحاولة لاحقًا.',
    );
    expect(issueText({ path: 'recordTime', type: 'min_value', message: 'recordTime must be positive' })).toBe(
      'أدخل وقتًا أكبر من الصفر بالصيغة ساعات:دقائق:ثوانٍ.أجزاء الألف، مثل \u206800:01:10.200\u2069.',
    );
  });
});
