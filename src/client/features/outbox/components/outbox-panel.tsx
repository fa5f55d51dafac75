/** The outbox panel: each waiting change with its state and error, and retry / edit / discard. */
import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Button, IconButton } from '../../../components/ui/first-visit/button';
import { Dialog } from '../../../components/ui/on-demand/dialog';
import { useAuth } from '../../../lib/auth/auth-store';
import { discard, retry, useOutboxEntries, type OutboxEntry } from '../../../lib/outbox/outbox';
import { outboxTexts as texts } from '../../../lib/outbox/texts';

const styles = {
  list: css({ display: 'grid', gap: '3', maxHeight: '60vh', overflowY: 'auto' }),
  item: css({ display: 'grid', gap: '1.5', p: '3', borderWidth: '1px', borderRadius: 'l2' }),
  label: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  meta: css({ textStyle: 'sm', color: 'fg.muted' }),
  error: css({ textStyle: 'sm', color: 'fg.error' }),
  actions: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  close: css({ position: 'absolute', top: '2', insetInlineEnd: '2' }),
};

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Entry({ entry, playerId, onNavigate }: { entry: OutboxEntry; playerId: number | undefined; onNavigate: () => void }) {
  const otherPlayer = entry.state === 'held' && playerId !== undefined && playerId !== entry.playerId;
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
        {texts.states[entry.state]} · {time.format(entry.createdAt)}
      </span>
      {entry.state === 'attention' && entry.error ? <span className={styles.error}>{entry.error.message}</span> : null}
      {otherPlayer ? <span className={styles.meta}>{texts.otherPlayer}</span> : null}
      <div className={styles.actions}>
        {entry.state !== 'sending' && entry.state !== 'held' ? (
          <Button size="sm" variant="outline" onClick={() => void retry(entry.id)}>
            {texts.retry}
          </Button>
        ) : null}
        {entry.editPath && entry.state !== 'sending' ? (
          <Link to={entry.editPath} search={{ entry: entry.id } as never} className={css({ textDecoration: 'underline', alignSelf: 'center', textStyle: 'sm' })} onClick={onNavigate}>
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
      <Dialog.Popup>
        <Dialog.Title>{texts.panelTitle}</Dialog.Title>
        <Dialog.Description>{texts.panelDescription}</Dialog.Description>
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
            <X />
          </IconButton>
        </Dialog.CloseTrigger>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
