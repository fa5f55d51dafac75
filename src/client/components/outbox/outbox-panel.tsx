/**
 * The outbox panel: each waiting change with its state and error, and retry / edit / discard. A
 * change refused as stale (someone changed the same data meanwhile) shows what changed and offers to
 * re-apply it on the current data.
 */
import { Link } from '@tanstack/react-router';
import { Icon } from '../ui/first-visit/icon';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button, IconButton } from '../ui/first-visit/button';
import { Dialog } from '../ui/on-demand/dialog';
import { TimeAgo } from '../ui/on-demand/time-ago';
import { useAuth } from '../../lib/auth/auth-store';
import { discard, reapply, retry, useOutboxEntries, type OutboxEntry } from '../../lib/outbox/outbox';
import { isStale, rebased, staleChanges } from '../../lib/outbox/rebase';
import { outboxTexts as texts } from '../../lib/outbox/texts';
import { refusalText } from '../../lib/refusals/words';

const styles = {
  // Inside the screen at 360 px, with room for the corner's close button beside the title.
  popup: css({
    display: 'grid',
    gap: '4',
    p: { base: '4', sm: '6' },
    width: 'min(32rem, calc(100vw - 2rem))',
    minWidth: '0',
    marginBlock: 'auto',
  }),
  heading: css({ display: 'grid', gap: '1', paddingInlineEnd: '10' }),
  list: css({ display: 'grid', gap: '3', maxHeight: '60vh', overflowY: 'auto' }),
  item: css({ display: 'grid', gap: '1.5', p: '3', borderWidth: '1px', borderRadius: 'l2' }),
  label: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  meta: css({ textStyle: 'sm', color: 'fg.muted' }),
  error: css({ textStyle: 'sm', color: 'fg.error' }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  close: css({ position: 'absolute', top: '2', insetInlineEnd: '2' }),
};

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? texts.emptyValue
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** What changed on the server since the change was made, as the staff member can judge it. */
function StaleDetails({ entry }: { entry: OutboxEntry }) {
  const changes = staleChanges(entry);
  if (!changes) return null;
  return (
    <div className={styles.meta} data-testid="stale-details">
      {'fields' in changes ? (
        changes.fields.length === 0 ? (
          <span>{texts.nothingYouSaw}</span>
        ) : (
          <>
            <span>{texts.changedMeanwhile}</span>
            <ul className={css({ listStyle: 'disc', paddingInlineStart: '5' })}>
              {changes.fields.map((change) => (
                <li key={change.field}>{texts.fieldChange(change.field, shown(change.before), shown(change.now))}</li>
              ))}
            </ul>
          </>
        )
      ) : (
        <span>{texts.orderChanged(changes.moved, changes.levelAt)}</span>
      )}
      <span>{rebased(entry) ? texts.reapplyHint : texts.cannotReapply}</span>
    </div>
  );
}

function Entry({ entry, playerId, onNavigate }: { entry: OutboxEntry; playerId: number | undefined; onNavigate: () => void }) {
  const otherPlayer = entry.state === 'held' && playerId !== undefined && playerId !== entry.playerId;
  // Sending a stale change again unchanged would only be refused again: it is re-applied or discarded.
  const stale = isStale(entry);
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <li className={styles.item} data-state={entry.state}>
        <span className={styles.label}>{entry.label}</span>
        <span role="alert">{texts.discardConfirm}</span>
        <div className={styles.actions}>
          <Button size="sm" variant="solid" onClick={() => void discard(entry.id)}>
            {texts.discard}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
            {texts.cancel}
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li className={styles.item} data-state={entry.state}>
      <span className={styles.label}>{entry.label}</span>
      <span className={styles.meta}>
        {texts.states[entry.state]} · <TimeAgo date={entry.createdAt} className="" />
      </span>
      {entry.state === 'attention' && entry.error ? <span className={styles.error}>{refusalText(entry.error)}</span> : null}
      {stale ? <StaleDetails entry={entry} /> : null}
      {otherPlayer ? <span className={styles.meta}>{texts.otherPlayer}</span> : null}
      <div className={styles.actions}>
        {stale && rebased(entry) ? (
          <Button size="sm" variant="solid" onClick={() => void reapply(entry.id)}>
            {texts.reapply}
          </Button>
        ) : null}
        {entry.state !== 'sending' && entry.state !== 'held' && !stale ? (
          <Button size="sm" variant="outline" onClick={() => void retry(entry.id)}>
            {texts.retry}
          </Button>
        ) : null}
        {entry.editPath && entry.state !== 'sending' ? (
          <Link
            to={entry.editPath}
            search={{ entry: entry.id } as never}
            className={css({ textDecoration: 'underline', alignSelf: 'center', textStyle: 'sm' })}
            onClick={onNavigate}
          >
            {texts.edit}
          </Link>
        ) : null}
        {entry.state !== 'sending' ? (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            {texts.discard}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function OutboxPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const entries = useOutboxEntries();
  const { user } = useAuth();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Dialog.Popup className={styles.popup}>
        <div className={styles.heading}>
          <Dialog.Title>{texts.panelTitle}</Dialog.Title>
          <Dialog.Description>{texts.panelDescription}</Dialog.Description>
        </div>
        {entries.length === 0 ? (
          <p className={styles.meta}>{texts.empty}</p>
        ) : (
          <ul className={styles.list}>
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} playerId={user?.playerId} onNavigate={() => onOpenChange(false)} />
            ))}
          </ul>
        )}
        <Dialog.CloseTrigger asChild>
          <IconButton aria-label={texts.close} variant="ghost" size="sm" className={styles.close}>
            <Icon icon="x" />
          </IconButton>
        </Dialog.CloseTrigger>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
