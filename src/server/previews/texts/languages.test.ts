import { describe, expect, it } from 'vitest';
import { acceptedLanguages, previewLanguage } from './languages';

describe('the language of a preview', () => {
  it("is the address's when it names one the site speaks", () => {
    expect(previewLanguage({ asked: 'ar', acceptLanguage: 'fr', community: 'en' })).toBe('ar');
    expect(previewLanguage({ asked: 'de', acceptLanguage: 'fr', community: 'en' })).toBe('fr');
  });

  it("is else the first of the requester's languages the site speaks, by their weights", () => {
    expect(acceptedLanguages('de-DE,de;q=0.9,fr-MA;q=0.8,en;q=0.7')).toEqual(['fr', 'en']);
    expect(acceptedLanguages('en;q=0.5, ar-MA')).toEqual(['ar', 'en']);
    expect(acceptedLanguages('fr;q=0, *')).toEqual([]);
    expect(acceptedLanguages('FR-ma ; Q=1')).toEqual(['fr']);
  });

  it("is else the community's", () => {
    expect(previewLanguage({ asked: undefined, acceptLanguage: undefined, community: 'fr' })).toBe('fr');
    expect(previewLanguage({ asked: '', acceptLanguage: 'de, *', community: 'ar' })).toBe('ar');
  });
});
