/**
 * A refusal or a field's problem in the language in use. English shows the sentence that came with
 * it (the API's catalogue, the shared schemas: the words the API documents); French and Arabic word
 * it from its machine parts, the error `code` and the issue `type` (src/shared/errors.ts), so a
 * server's answer reads in the player's language. What has no translation (a code from a newer
 * server) keeps its English sentence.
 */
import { FIELD_ISSUE_TYPES } from '../../../shared/errors';
import { getLocale, type Locale } from '../i18n/locale';
import { refusalTexts } from './texts';

/** A field's problem as the device's schema check or the server's 400 gives it. */
export type IssueParts = { path: string; type: string; message: string; requirement?: unknown };

const RULE_TYPES = new Set<string>(Object.values(FIELD_ISSUE_TYPES));
/** Fields that hold a web address (the shared UrlSchema); a level's link must also name a video (its one `check`). */
const ADDRESS_FIELDS = new Set(['link', 'thumbnail', 'rawFootage']);

const has = <T extends object>(record: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(record, key);
const limit = (requirement: unknown): number | null => (typeof requirement === 'number' ? requirement : null);

function byType(type: string, requirement: unknown): string {
  const { types } = refusalTexts;
  switch (type) {
    case 'non_empty': return types.required;
    case 'min_length': return types.tooShort(limit(requirement));
    case 'max_length': return types.tooLong(limit(requirement));
    case 'min_value': return types.tooSmall(limit(requirement));
    case 'max_value': return types.tooLarge(limit(requirement));
    case 'integer': return types.wholeNumber;
    case 'url': return types.address;
    case 'email': return types.email;
    case FIELD_ISSUE_TYPES.unknown: return types.unknown;
    case FIELD_ISSUE_TYPES.immutable: return types.immutable;
    case FIELD_ISSUE_TYPES.below_requirement: return types.belowRequirement;
    case FIELD_ISSUE_TYPES.invalid: return types.invalid;
    case FIELD_ISSUE_TYPES.taken: return types.taken;
    default: return types.notValid;
  }
}

/** One field's problem, for the form that shows it. */
export function issueText(issue: IssueParts, locale: Locale = getLocale()): string {
  if (locale === 'en' && issue.message) return issue.message;
  const field = issue.path.split('.')[0] ?? '';
  const { fields, types } = refusalTexts;
  if (!RULE_TYPES.has(issue.type) && has(fields, field)) return fields[field];
  if (ADDRESS_FIELDS.has(field) && !RULE_TYPES.has(issue.type) && issue.type !== 'max_length') return issue.type === 'check' ? types.video : types.address;
  return byType(issue.type, issue.requirement);
}

type Refusal = { code: string; message: string };

/** A refusal as a whole (an outbox row, a toast): its code's sentence; none for none. */
export function refusalText(error: Refusal, locale?: Locale): string;
export function refusalText(error: Refusal | null | undefined, locale?: Locale): string | undefined;
export function refusalText(error: Refusal | null | undefined, locale: Locale = getLocale()): string | undefined {
  if (!error) return undefined;
  const { codes } = refusalTexts;
  if (locale === 'en' || !has(codes, error.code)) return error.message;
  return codes[error.code];
}
