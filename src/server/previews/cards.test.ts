import { describe, expect, it } from 'vitest';
import { measure } from './cards';

describe("the cards' fonts", () => {
  // Shaped Arabic joins its letters, so a word is narrower than its letters drawn apart; a machine
  // without a font for it draws one box per letter, as wide together as apart (scripts/test.sh
  // installs fontconfig and fonts-dejavu-core where they are missing).
  it('draw Arabic names joined, as a font that has them shapes them', async () => {
    for (const name of ['ياسين', 'نادية']) {
      const letters = await Promise.all([...name].map((letter) => measure(letter, true)));
      expect(await measure(name, true), name).toBeLessThan(0.9 * letters.reduce((sum, width) => sum + width, 0));
    }
  });

  it('draw Latin names, wider for wider letters', async () => {
    expect(await measure('Amine GD', true)).toBeGreaterThan(300);
    expect(await measure('WWWW', true)).toBeGreaterThan(await measure('iiii', true));
  });
});
