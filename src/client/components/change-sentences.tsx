/**
 * A change as its sentences (components/changelog/sentences.ts sayChange): its line; a long reorder's
 * every move behind a disclosure; and the levels it pushed into another list, smaller. Shared by the
 * changelog and a level's history, which put it in their own items; the staff's audit log draws its
 * own sentences (their names link to the log) and a long reorder's moves through `ChangeMoves`.
 */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { LevelType } from '../../shared/constants';
import { SentenceWords, type SentencePart } from './sentence-words';
import { changeSentenceTexts as texts } from './texts';
import { Disclosure } from './ui/on-demand/disclosure';

type Said = { line: readonly SentencePart[]; moves: readonly (readonly SentencePart[])[]; pushed: readonly (readonly SentencePart[])[] };

const styles = {
  line: css({ overflowWrap: 'anywhere' }),
  muted: css({ color: 'fg.muted' }),
  moves: css({
    display: 'grid',
    gap: '1',
    ps: '4',
    py: '1',
    textStyle: 'sm',
    overflowWrap: 'anywhere',
    fontVariantNumeric: 'tabular-nums',
  }),
  pushed: css({ display: 'grid', gap: '1', ps: '4', textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' }),
};

/** A long reorder's every move ('Distorted Descent: #3 → #1'), behind the disclosure 'Show every move (10 levels)'. */
export function ChangeMoves<T>({ moves, children }: { moves: readonly T[]; children: (move: T) => ReactNode }) {
  return (
    <Disclosure label={texts.allMoves(moves.length)}>
      <ol className={styles.moves}>
        {moves.map((move, index) => (
          <li key={index}>{children(move)}</li>
        ))}
      </ol>
    </Disclosure>
  );
}

type Props = { said: Said; type: LevelType; unlinked?: string; muted?: boolean };

export function ChangeSentences({ said, type, unlinked, muted }: Props) {
  return (
    <>
      <p className={cx(styles.line, muted && styles.muted)}>
        <SentenceWords sentence={said.line} type={type} unlinked={unlinked} />
      </p>
      {said.moves.length > 0 ? (
        <ChangeMoves moves={said.moves}>{(move) => <SentenceWords sentence={move} type={type} />}</ChangeMoves>
      ) : null}
      {said.pushed.length > 0 ? (
        <ul className={styles.pushed}>
          {said.pushed.map((sentence, index) => (
            <li key={index}>
              <SentenceWords sentence={sentence} type={type} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
