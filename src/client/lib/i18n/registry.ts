/**
 * Texts in the language in use. Each feature keeps its English texts in its texts.ts, wrapped in
 * `defineTexts(name, english)`; the French and Arabic catalogs (src/client/i18n/<locale>/) give the
 * same objects in their language, checked against the English by TypeScript (`Translation`) and by
 * a unit test (every key in every language). Only the catalogs of the language in use are loaded:
 * `first` (the texts of the first screens) before the first render, `rest` right after it and before
 * any other part of the app draws (lazy-part.ts, the root route). Whichever comes second, the
 * English object or its translation, the translation is written into the object, so components read
 * `levelTexts.copyId` as before. Texts are read while rendering, never at a module's top level
 * (which runs before any catalog has come).
 */

/** The shape a translation gives: the English keys, any string for a string, the same arguments for a function. */
export type Translation<T> = T extends (...args: infer A) => infer R
  ? (...args: A) => Translation<R>
  : T extends string
    ? string
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;

/** A language's catalog part: texts objects by name. */
export type CatalogPart = Record<string, object>;

const defined = new Map<string, object>();
const translated = new Map<string, object>();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Writes `source` into `target` key by key, keeping nested objects (a module may hold a reference to one). */
function writeInto(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isPlainObject(existing) && isPlainObject(value)) writeInto(existing, value);
    else target[key] = value;
  }
}

/** Registers a feature's English texts under `name`; returns them, translated once their catalog has come. */
export function defineTexts<T extends object>(name: string, english: T): T {
  defined.set(name, english);
  const translation = translated.get(name);
  if (translation) writeInto(english as Record<string, unknown>, translation as Record<string, unknown>);
  return english;
}

/** Applies a catalog part: to the texts already defined now, to the others when they are. */
export function applyCatalog(part: CatalogPart): void {
  for (const [name, translation] of Object.entries(part)) {
    translated.set(name, translation);
    const english = defined.get(name);
    if (english) writeInto(english as Record<string, unknown>, translation as Record<string, unknown>);
  }
}

/** The names of the texts defined so far (for the unit test that checks every catalog). */
export const definedTexts = (): ReadonlyMap<string, object> => defined;

/**
 * A name (a level's, a player's) set apart from the text around it, so a Latin name inside Arabic
 * keeps its own direction and does not carry the punctuation next to it along (Unicode isolates).
 * Here rather than in format.ts: the first screens' Arabic texts use it, and this module is loaded anyway.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
