/**
 * A refusal or a field's problem in the language in use. A field's problem is worded from its issue
 * `type` in every language, English included: the sentence that comes with it is the API's, for API
 * clients, and names the field by its wire name ('recordPercentage must be a number'), which a form's
 * reader never sees. A refusal as a whole is worded from its error `code` (src/shared/errors.ts) in
 * French and Arabic; in English the server's own sentence says it ('Level not found.'). What this
 * client has no words for (a code from a newer server) keeps the sentence that came with it.
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
    case 'non_empty':
      return types.required;
    case 'min_length':
      return types.tooShort(limit(requirement));
    case 'max_length':
      return types.tooLong(limit(requirement));
    case 'min_value':
      return types.tooSmall(limit(requirement));
    case 'max_value':
      return types.tooLarge(limit(requirement));
    case 'integer':
      return types.wholeNumber;
    case 'url':
      return types.address;
    case 'email':
      return types.email;
    case FIELD_ISSUE_TYPES.unknown:
      return types.unknown;
    case FIELD_ISSUE_TYPES.immutable:
      return types.immutable;
    case FIELD_ISSUE_TYPES.below_requirement:
      return types.belowRequirement;
    case FIELD_ISSUE_TYPES.invalid:
      return types.invalid;
    case FIELD_ISSUE_TYPES.taken:
      return types.taken;
    case FIELD_ISSUE_TYPES.flagged:
      return types.flagged;
    default:
      return types.notValid;
  }
}

/** One field's problem, for the form that shows it. */
export function issueText(issue: IssueParts): string {
  const field = issue.path.split('.')[0] ?? '';
  const { fields, types } = refusalTexts;
  if (!RULE_TYPES.has(issue.type) && has(fields, field)) return fields[field];
  if (ADDRESS_FIELDS.has(field) && !RULE_TYPES.has(issue.type) && issue.type !== 'max_length')
    return issue.type === 'check' ? types.video : types.address;
  return byType(issue.type, issue.requirement);
}

type Refusal = { code: string; message: string; issues?: readonly IssueParts[]; current?: unknown };

/** The end of the ban a `banned` refusal carries (null: permanent); undefined when it carries none (an older server). */
function banEnd(current: unknown): Date | null | undefined {
  if (typeof current !== 'object' || current === null || !('until' in current)) return undefined;
  const { until } = current;
  if (until === null) return null;
  const date = typeof until === 'string' ? new Date(until) : null;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** The reviewer a `under_review` refusal names; undefined when it names none. */
const claimer = (current: unknown): string | undefined =>
  typeof current === 'object' && current !== null && 'claimedBy' in current && typeof current.claimedBy === 'string'
    ? current.claimedBy
    : undefined;

/** Refusals worded from what they carry (`current`); undefined falls back to the code's sentence. */
const FROM_CURRENT: Partial<Record<string, (current: unknown) => string | undefined>> = {
  banned: (current) => {
    const until = banEnd(current);
    return until === undefined ? undefined : refusalTexts.banned(until);
  },
  under_review: (current) => {
    const name = claimer(current);
    return name === undefined ? undefined : refusalTexts.underReview(name);
  },
};

/**
 * A refusal as a whole (an outbox row, a toast): a refusal of fields says what is wrong with each
 * (one sentence per field), any other its code's sentence; none for none.
 */
export function refusalText(error: Refusal, locale?: Locale): string;
export function refusalText(error: Refusal | null | undefined, locale?: Locale): string | undefined;
export function refusalText(error: Refusal | null | undefined, locale: Locale = getLocale()): string | undefined {
  if (!error) return undefined;
  const { codes } = refusalTexts;
  if (error.code === 'validation_failed' && error.issues?.length) {
    const byField = new Map<string, string>();
    for (const issue of error.issues) if (!byField.has(issue.path)) byField.set(issue.path, issueText(issue));
    return [...new Set(byField.values())].join(' ');
  }
  const worded = has(FROM_CURRENT, error.code) ? FROM_CURRENT[error.code]?.(error.current) : undefined;
  if (worded !== undefined) return worded;
  return locale !== 'en' && has(codes, error.code) ? codes[error.code] : error.message;
}
