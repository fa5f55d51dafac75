/**
 * The top bar's bell: a link to the Inbox with the unread count, named for screen readers ('Inbox, 2
 * unread'). Drawn only while someone is signed in (app/top-bar.tsx loads it then); it holds the
 * inbox's newest page fresh (use-inbox.ts), which is also what the Inbox page shows offline.
 */
import { Link } from '@tanstack/react-router';
import drawings from 'virtual:lucide-drawings/bell';
import { css, cx } from 'styled-system/css';
import { buttonClass } from '../../../components/ui/first-visit/button';
import { Icon } from '../../../components/ui/first-visit/icon';
import { formatNumber } from '../../../lib/i18n/format';
import { inboxTexts as texts } from '../texts';
import { useInbox } from '../use-inbox';

const styles = {
  bell: css({ position: 'relative', px: '0', aspectRatio: 'square', flexShrink: '0' }),
  count: css({
    position: 'absolute',
    top: '0.5',
    insetInlineEnd: '0.5',
    minWidth: '5',
    height: '5',
    px: '1',
    borderRadius: 'full',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    colorPalette: 'red',
    bg: 'colorPalette.default',
    color: 'colorPalette.fg',
    textStyle: 'xs',
    fontWeight: 'semibold',
    fontVariantNumeric: 'tabular-nums',
    lineHeight: '1',
  }),
};

export default function InboxBell({ playerId }: { playerId: number }) {
  const unread = useInbox(playerId, { poll: true }).page?.unread ?? 0;
  const label = texts.bell(unread);
  return (
    <Link to="/inbox" aria-label={label} title={label} className={cx(buttonClass({ variant: 'ghost' }), styles.bell)}>
      <Icon drawing={drawings.bell} />
      {unread > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread)}
        </span>
      ) : null}
    </Link>
  );
}
