/**
 * Every text in every language: each language's catalog gives every texts object the app defines,
 * with the English keys and nothing else, a text for each text and a function of as many arguments
 * for each function (a missing translation also fails the type check, see catalog.ts).
 */
import { describe, expect, it } from 'vitest';
import { definedTexts } from '../lib/i18n/registry';
import arFirst from './ar/first';
import arRest from './ar/rest';
import frFirst from './fr/first';
import frRest from './fr/rest';

// Every texts module of the app, so that each defines its texts.
import.meta.glob(['../**/texts.ts', '../**/*-texts.ts'], { eager: true });

/** What must match between the English and a translation: keys, kinds, and the arguments of functions. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return `function of ${value.length}`;
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shape(inner)]),
    );
  }
  return typeof value;
}

const CATALOGS = { fr: { ...frFirst, ...frRest }, ar: { ...arFirst, ...arRest } };

describe.each(Object.entries(CATALOGS))('the %s catalog', (_, catalog) => {
  const english = definedTexts();

  it('translates every texts object the app defines, and no other', () => {
    expect(english.size).toBeGreaterThan(25);
    expect(Object.keys(catalog).sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('gives %s the English keys, kinds and arguments', (name) => {
    expect(shape((catalog as Record<string, unknown>)[name])).toEqual(shape(english.get(name)));
  });

  it("leaves no phrase in English but the site's name", () => {
    const kept: string[] = [];
    const walk = (source: unknown, translated: unknown, path: string): void => {
      if (typeof source === 'string') {
        if (source === translated && /\S+ \S+/.test(source)) kept.push(path);
      } else if (source && typeof source === 'object') {
        for (const [key, value] of Object.entries(source))
          walk(value, (translated as Record<string, unknown> | undefined)?.[key], `${path}.${key}`);
      }
    };
    for (const [name, texts] of english) walk(texts, (catalog as Record<string, unknown>)[name], name);
    expect(kept).toEqual(['layoutTexts.title']);
  });
});
