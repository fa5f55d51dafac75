/**
 * The one way a screen marks a change still in the outbox, in place where the change shows: 'Not sent
 * yet' while it waits (or is held), 'Needs attention' with the server's message once it was refused.
 * The outbox panel (top bar) is where the change is retried, re-applied or discarded.
 */
import { css, cx } from 'styled-system/css';
import type { OutboxEntry } from '../../../shared/outbox/entry';
import { pendingTexts as texts } from './texts';
import { refusalText } from '../../lib/refusals/words';

type Props = { entry: OutboxEntry | undefined; className?: string };

const mark = { display: 'inline-flex', flexDirection: 'column', gap: '0.5', fontSize: 'xs', fontWeight: 'medium' } as const;
const styles = {
  waiting: css({ ...mark, color: 'fg.muted' }),
  attention: css({ ...mark, color: 'fg.error' }),
  message: css({ fontWeight: 'normal' }),
};

export function PendingMark({ entry, className }: Props) {
  if (!entry) return null;
  const attention = entry.state === 'attention';
  return (
    <span className={cx(attention ? styles.attention : styles.waiting, className)} data-pending={entry.state}>
      <span>{attention ? texts.attention : texts.notSent}</span>
      {attention && entry.error ? <span className={styles.message}>{refusalText(entry.error)}</span> : null}
    </span>
  );
}
