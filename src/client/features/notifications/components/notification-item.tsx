/**
 * One notification: its sentence, how long ago, and whether it is unread (a mark, and the word for
 * screen readers). The whole row leads to its submission or the player's profile; following it marks
 * it read. People's words in the sentence (a level's name, a staff member's reason or reply, a
 * player's name) are isolated in <bdi>, so each keeps its own direction in a sentence of the other.
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { TimeAgo } from '../../../components/ui/on-demand/time-ago';
import type { InboxItem } from '../queries';
import { sentenceOf, targetOf } from '../sentences';
import { inboxTexts as texts } from '../texts';

const styles = {
  row: css({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: '3',
    rowGap: '1',
    alignItems: 'baseline',
    px: '3',
    py: '2.5',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg.default',
    color: 'fg.default',
    minWidth: '0',
    '&[data-unread]': { bg: 'bg.subtle', borderColor: 'colorPalette.default' },
  }),
  link: css({
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
  }),
  dot: css({
    width: '2',
    height: '2',
    borderRadius: 'full',
    bg: 'transparent',
    alignSelf: 'center',
    '[data-unread] > &': { bg: 'colorPalette.default' },
  }),
  sentence: css({ overflowWrap: 'anywhere', '[data-unread] &': { fontWeight: 'semibold' } }),
  when: css({ gridColumnStart: '2', textStyle: 'xs', color: 'fg.muted' }),
  hidden: css({ srOnly: true }),
};

/** `unread`: unread, or unread until this visit of the Inbox marked it read. */
type Props = { item: InboxItem; username: string | undefined; unread: boolean; onOpen: () => void };

export function NotificationItem({ item, username, unread, onOpen }: Props) {
  const target = targetOf(item, username);
  const body = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.sentence}>
        {unread ? <span className={styles.hidden}>{`${texts.unread}: `}</span> : null}
        {sentenceOf(item).map((part, index) => (typeof part === 'string' ? part : <bdi key={index}>{part.words}</bdi>))}
      </span>
      <TimeAgo date={item.createdAt} className={styles.when} />
    </>
  );
  const shared = { className: `${styles.row} ${target ? styles.link : ''}`, 'data-unread': unread || undefined };
  return (
    <li>
      {target ? (
        <Link {...target} {...shared} onClick={onOpen}>
          {body}
        </Link>
      ) : (
        <div {...shared}>{body}</div>
      )}
    </li>
  );
}
