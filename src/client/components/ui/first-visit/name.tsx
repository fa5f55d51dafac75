/**
 * A name (a level's, a player's, a file's) where the line may be too short for it. It keeps its own
 * direction (a `bdi`: a Latin name in an Arabic line reads left to right, an Arabic name in an English
 * line right to left) and is cut at its own end: an ellipsis goes at the end of the element that
 * overflows, in that element's direction, so the cut is made by the name itself, never by the line
 * around it (an Arabic line would cut a Latin name at its start: '…sed Tempest').
 */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { wordedParts } from '../../../lib/i18n/people-words';

const styles = {
  // A short name lines up as the page does (at the right in Arabic), not as its own direction would
  // put it: `text-align: match-parent` says so, but Chromium lines it up by the element's direction.
  name: css({
    minWidth: '0',
    maxWidth: 'full',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'left',
    _rtl: { textAlign: 'right' },
  }),
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

/**
 * A line of words around one name ('Published by X', 'First victor: X'), on one line: the words stay
 * whole and the name gives way, cut at its own end.
 */
export function NamedLine({ text, name, className }: { text: (name: string) => string; name: string; className?: string }) {
  return (
    <span className={cx(styles.line, className)}>
      {wordedParts((people) => text(people(name))).map((part, index) =>
        typeof part === 'string' ? (
          <span key={index} className={styles.words}>
            {part}
          </span>
        ) : (
          <Name key={index}>{part.words}</Name>
        ),
      )}
    </span>
  );
}

/**
 * A text made around one piece of people's writing ('Reason: X'), where it may wrap: the writing is
 * set apart (`bdi`), so an Arabic reason in an English sentence, or a Latin one in Arabic, keeps its
 * own direction and its punctuation.
 */
export function WithWriting({ text, writing }: { text: (writing: string) => string; writing: string }) {
  return wordedParts((people) => text(people(writing))).map((part, index) =>
    typeof part === 'string' ? part : <bdi key={index}>{part.words}</bdi>,
  );
}
