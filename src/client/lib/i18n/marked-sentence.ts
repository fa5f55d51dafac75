/**
 * A sentence worded by a text function of any language, split back into text and the named things
 * it mentions (levels, players, regions), so a screen can link each wherever the language put it.
 */

// Stands for the n-th named thing while a text function words the sentence; no text contains it.
const MARK = '\u0001';
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}`);

/** Words a sentence through `write`, which stands each named thing in with `name`, and splits it back; `part` turns each into a sentence's part. */
export function markedSentence<T, P>(write: (name: (named: T) => string) => string, part: (named: T) => P): (string | P)[] {
  const named: T[] = [];
  const text = write((one) => `${MARK}${named.push(one) - 1}${MARK}`);
  return text
    .split(MARKED)
    .map((piece, index) => (index % 2 === 1 ? part(named[Number(piece)]!) : piece))
    .filter((piece) => piece !== '');
}
