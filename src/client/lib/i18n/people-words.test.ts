import { describe, expect, it } from 'vitest';
import { wordedParts } from './people-words';
import { isolate } from './registry';

describe("a sentence with people's words in parts", () => {
  it("splits a text at its pieces of people's words", () => {
    expect(wordedParts((people) => `Published by ${people('Orbix')}`)).toEqual(['Published by ', { words: 'Orbix' }]);
    expect(wordedParts((people) => `${people('Cursed Tempest')} a été rejeté.`)).toEqual([{ words: 'Cursed Tempest' }, ' a été rejeté.']);
    expect(wordedParts((people) => `${people('A')}: ${people('B')}`)).toEqual([{ words: 'A' }, ': ', { words: 'B' }]);
  });

  it("drops the isolates a catalog put around a piece, which the piece's own element replaces", () => {
    expect(wordedParts((people) => `نشره ${isolate(people('Orbix'))}`)).toEqual(['نشره ', { words: 'Orbix' }]);
    expect(wordedParts((people) => `السبب: ${isolate(people('Clicks are not audible'))}.`)).toEqual([
      'السبب: ',
      { words: 'Clicks are not audible' },
      '.',
    ]);
  });

  it("keeps the other isolates of the text, and a text without people's words whole", () => {
    expect(wordedParts((people) => `${isolate('Cursed Tempest')}: ${people('Amine')}`)).toEqual([
      `${isolate('Cursed Tempest')}: `,
      { words: 'Amine' },
    ]);
    expect(wordedParts(() => 'None yet')).toEqual(['None yet']);
  });
});
