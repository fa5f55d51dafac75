/**
 * A name (a level's, a player's, a file's) where the line may be too short for it. It keeps its own
 * direction (a `bdi`: a Latin name in an Arabic line reads left to right, an Arabic name in an English
 * line right to left) and is cut at its own end: an ellipsis goes at the end of the element that
 * overflows, in that element's direction, so the cut is made by the name itself, never by the line
 * around it (an Arabic line would cut a Latin name at its start: '…sed Tempest').
 */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/**
 * A short name lines up as the page does (at the right in Arabic), not as its own direction would put
 * it. (`text-align: match-parent` says this, but Chromium lines it up by the element's own direction.)
 */
export const pageAligned = { textAlign: 'left', _rtl: { textAlign: 'right' } } as const;

const styles = {
  name: css({ minWidth: '0', maxWidth: 'full', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left', _rtl: { textAlign: 'right' } }),
  // The line's words around the name keep their spaces, and their room before the name gives way.
  line: css({ display: 'flex', minWidth: '0', alignItems: 'baseline' }),
  words: css({ flexShrink: '0', whiteSpace: 'pre' }),
};

/** The cut of a name, for an element that is itself the name: a `bdi`, or an element with `dir="auto"`. */
export const nameCut = styles.name;

/** A name on one line, cut at its own end. */
export function Name({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={cx(styles.name, className)}>{children}</bdi>;
}

/** Where a text puts its name: a private-use character no text of the site contains. */
const PLACE = '\u{F8FF}';
/** A name set apart by the catalog (Arabic's `isolate`), no longer needed around a `bdi`. */
const ISOLATED_PLACE = new RegExp(`\u2068${PLACE}\u2069`, 'u');

/** The words before and after the name in a text made around one name ('Published by X'). */
export function wordsAround(text: (name: string) => string): [string, string] | null {
  const whole = text(PLACE).replace(ISOLATED_PLACE, PLACE);
  const at = whole.indexOf(PLACE);
  if (at < 0 || whole.indexOf(PLACE, at + 1) >= 0) return null;
  return [whole.slice(0, at), whole.slice(at + PLACE.length)];
}

/**
 * A line of words around one name ('Published by X', 'First victor: X'), on one line: the words stay
 * whole and the name gives way, cut at its own end.
 */
export function NamedLine({ text, name, className }: { text: (name: string) => string; name: string; className?: string }) {
  const around = wordsAround(text);
  if (!around) return <span className={cx(styles.line, className)}><Name>{text(name)}</Name></span>;
  const [before, after] = around;
  return (
    <span className={cx(styles.line, className)}>
      {before ? <span className={styles.words}>{before}</span> : null}
      <Name>{name}</Name>
      {after ? <span className={styles.words}>{after}</span> : null}
    </span>
  );
}

/**
 * A text made around one piece of people's writing ('Reason: X'), where it may wrap: the writing is
 * set apart (`bdi`), so an Arabic reason in an English sentence, or a Latin one in Arabic, keeps its
 * own direction and its punctuation.
 */
export function WithWriting({ text, writing }: { text: (writing: string) => string; writing: string }) {
  const around = wordsAround(text);
  if (!around) return <bdi>{text(writing)}</bdi>;
  return (
    <>
      {around[0]}
      <bdi>{writing}</bdi>
      {around[1]}
    </>
  );
}
