import { describe, expect, it } from 'vitest';
import { isolate } from '../../../lib/i18n/registry';
import { wordsAround } from './name';

describe('the words around a name', () => {
  it('splits a text at its name', () => {
    expect(wordsAround((name) => `Published by ${name}`)).toEqual(['Published by ', '']);
    expect(wordsAround((name) => `${name} a été rejeté.`)).toEqual(['', ' a été rejeté.']);
  });

  it('drops the isolates a catalog put around the name, which the name\'s own element replaces', () => {
    expect(wordsAround((name) => `نشره ${isolate(name)}`)).toEqual(['نشره ', '']);
    expect(wordsAround((name) => `السبب: ${isolate(name)}.`)).toEqual(['السبب: ', '.']);
  });

  it('keeps the other isolates of the text', () => {
    expect(wordsAround((name) => `${isolate('Cursed Tempest')}: ${name}`)).toEqual([`${isolate('Cursed Tempest')}: `, '']);
  });

  it('has no answer for a text without its name, or with it twice', () => {
    expect(wordsAround(() => 'None yet')).toBeNull();
    expect(wordsAround((name) => `${name} and ${name}`)).toBeNull();
  });
});
