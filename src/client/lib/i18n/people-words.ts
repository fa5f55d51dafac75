/**
 * A sentence of the app's words with people's words inside (a level's or player's name, a staff
 * member's reason), in parts, so that each piece of people's words can be drawn apart (a `bdi`): a
 * Latin name keeps its direction inside an Arabic sentence, an Arabic reason inside an English one.
 * The translation words the sentence with a mark where each piece goes; the marks are then cut out,
 * with the Unicode isolates a catalog put around them (`isolate`), which the element drawn replaces.
 */

/** A sentence's part: the app's words, or people's (`words`). */
export type WordedPart = string | { words: string };

// Private-use characters, which no text of the site contains, around the piece's index.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`\u2068?${OPEN}(\\d+)${CLOSE}\u2069?`);

/** The sentence `word` makes, in parts; `people` marks a piece of people's words for it. */
export function wordedParts(word: (people: (text: string) => string) => string): WordedPart[] {
  const held: string[] = [];
  const text = word((words) => `${OPEN}${held.push(words) - 1}${CLOSE}`);
  return text
    .split(MARK)
    .map((piece, index) => (index % 2 === 1 ? { words: held[Number(piece)] ?? '' } : piece))
    .filter((part) => part !== '');
}
