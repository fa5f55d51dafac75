/**
 * Formats in the language in use, through `Intl` (locale.ts names the locales: Latin digits in all
 * three): numbers and plural forms (Arabic has six). Catalogs and components use these rather than
 * formatting by hand; `isolate` (registry.ts) keeps names whole inside right-to-left text.
 */
import { formatLocale } from './locale';

let numbers: Intl.NumberFormat | undefined;
let rules: Intl.PluralRules | undefined;

/** A count or an amount: '12,345' in English, '12 345' in French. */
export function formatNumber(value: number): string {
  numbers ??= new Intl.NumberFormat(formatLocale());
  return numbers.format(value);
}

/** The form of a message for `count`, by the language's plural rules; `other` when a form is not given. */
export function plural(count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): string {
  rules ??= new Intl.PluralRules(formatLocale());
  return forms[rules.select(count)] ?? forms.other;
}
