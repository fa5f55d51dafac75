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

export function PendingMark({ entry, className }: Props) {
  if (!entry) return null;
  const attention = entry.state === 'attention';
  return (
    <span
      className={cx(css({ display: 'inline-flex', flexDirection: 'column', gap: '0.5', fontSize: 'xs', fontWeight: 'medium', color: attention ? 'fg.error' : 'fg.muted' }), className)}
      data-pending={entry.state}
    >
      <span>{attention ? texts.attention : texts.notSent}</span>
      {attention && entry.error ? <span className={css({ fontWeight: 'normal' })}>{refusalText(entry.error)}</span> : null}
    </span>
  );
}
