/**
 * A sentence of text and names (the changelog's sentences: components/changelog/sentences.ts) as
 * words on screen: each level links to its page, each player to their profile, but for a level that
 * has no page any more (`unlinked`). Shared by the changelog and a level's history.
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { LevelType } from '../../shared/constants';

type Named<T> = { id: T; name: string };
/** A sentence's part: text, a level or a player. */
export type SentencePart = string | { level: Named<string> } | { player: Named<number> };

const styles = {
  // A name keeps its own direction inside a sentence of the other (a Latin name in Arabic).
  link: css({
    color: 'colorPalette.text',
    fontWeight: 'medium',
    textDecoration: 'underline',
    unicodeBidi: 'isolate',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
  }),
  gone: css({ fontWeight: 'medium', unicodeBidi: 'isolate' }),
};

type Props = { sentence: readonly SentencePart[]; type: LevelType; unlinked?: string };

export function SentenceWords({ sentence, type, unlinked }: Props) {
  return sentence.map((part, index) => {
    if (typeof part === 'string') return part;
    if ('player' in part) {
      return (
        <Link key={index} to="/profile/$username" params={{ username: part.player.name }} className={styles.link}>
          {part.player.name}
        </Link>
      );
    }
    const { id, name } = part.level;
    if (id === unlinked)
      return (
        <bdi key={index} className={styles.gone}>
          {name}
        </bdi>
      );
    return (
      <Link key={index} to="/$levelType/level/$id" params={{ levelType: type, id }} className={styles.link}>
        {name}
      </Link>
    );
  });
}
